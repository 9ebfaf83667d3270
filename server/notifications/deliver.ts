// One delivery attempt: POST the body to the webhook, signed (signature.ts), within a time limit, and
// read at most a few KB of the answer. Unless private targets are allowed (dev and tests), the host is
// resolved here, every address it resolves to must be public, and the connection goes to the address
// checked, so a name that resolves elsewhere between the check and the connection reaches nothing else.
// Redirects are not followed: a 3xx is a failed attempt.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Writable } from 'node:stream';
import type { AttemptOutcome } from './outbox.ts';
import { isPrivateAddress } from '../http/public-address.ts';
import { checkWebhookAddress, webhookAddressErrors } from './address.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signDelivery, TIMESTAMP_HEADER } from './signature.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer read; the rest is never read. */
export const MAX_ANSWER_BYTES = 4096;

export interface Delivery {
  url: string;
  secret: string;
  /** The outbox row's id, sent as X-Vitrine-Delivery so a receiver can drop a repeat. */
  deliveryId: number;
  type: string;
  body: string;
  /** Unix seconds, signed with the body. */
  timestamp: number;
}

export type SendDelivery = (delivery: Delivery) => Promise<AttemptOutcome>;

export interface SenderOptions {
  /** Dev and tests only: a receiver on this machine or a private network may be reached (over http on this machine). */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Resolves a host name to its addresses; the system resolver by default. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The address to connect to, checked; or why the host may not be reached. */
async function pinnedAddress(hostname: string, resolve: NonNullable<SenderOptions['resolve']>): Promise<{ address: string; family: number } | string> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(hostname.replace(/^\[|\]$/g, ''));
  } catch (error) {
    return `DNS: ${(error as NodeJS.ErrnoException).code ?? 'lookup failed'}`;
  }
  if (addresses.length === 0) return 'DNS: no address';
  if (addresses.some((entry) => isPrivateAddress(entry.address))) return webhookAddressErrors.privateHost;
  return addresses[0]!;
}

/** Reads at most MAX_ANSWER_BYTES of the receiver's answer into a bounded sink, then stops reading it. */
const readSome = (answer: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
        size += chunk.length;
        if (size < MAX_ANSWER_BYTES) return next();
        answer.destroy();
        done();
      },
    });
    sink.on('finish', done);
    answer.on('error', done);
    answer.on('close', done);
    answer.pipe(sink);
  });

export function createSender({ allowPrivate, timeoutMs = DELIVERY_TIMEOUT_MS, resolve = systemResolve }: SenderOptions): SendDelivery {
  return async (delivery) => {
    // Checked again at each attempt: the setting may have changed since the address was saved.
    const check = checkWebhookAddress(delivery.url, { allowPrivate });
    if (!check.ok) return { ok: false, status: null, error: check.error };
    const url = new URL(check.url);
    let lookup: LookupFunction | undefined;
    if (!allowPrivate) {
      const pinned = await pinnedAddress(url.hostname, resolve);
      if (typeof pinned === 'string') return { ok: false, status: null, error: pinned };
      lookup = (_host, options, callback) => {
        if (options.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      };
    }
    const body = Buffer.from(delivery.body);
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      'User-Agent': 'Vitrine-Webhook/1',
      [SIGNATURE_HEADER]: signDelivery(delivery.secret, delivery.timestamp, delivery.body),
      [TIMESTAMP_HEADER]: String(delivery.timestamp),
      [DELIVERY_HEADER]: String(delivery.deliveryId),
      [EVENT_HEADER]: delivery.type,
    };
    const signal = AbortSignal.timeout(timeoutMs);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<AttemptOutcome>((settle) => {
      let settled = false;
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        settle(outcome);
      };
      const req = request(url, { method: 'POST', headers, lookup, signal, agent: false }, (res) => {
        const status = res.statusCode ?? 0;
        void readSome(res).then((answer) => {
          req.destroy();
          if (status >= 200 && status < 300) finish({ ok: true, status });
          else finish({ ok: false, status, error: `HTTP ${status}${answer.trim() === '' ? '' : `: ${answer.trim()}`}` });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        const timedOut = signal.aborted;
        finish({ ok: false, status: null, error: timedOut ? `No answer within ${timeoutMs / 1000} s` : (error.code ?? error.message) });
      });
      req.end(body);
    });
  };
}
