// The webhook address the owner may set, and the network addresses a delivery may reach. A webhook is
// a request this server makes on the owner's word, so it must never reach this machine or its private
// network (SSRF): https to a public host only, unless the dev/test setting `allowPrivate` lets it
// reach a receiver on this machine over plain http.
import { isIP } from 'node:net';
import { isPrivateAddress } from '../http/public-address.ts';

/** The longest address the owner may set. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

export const webhookAddressErrors = {
  empty: 'Enter the webhook address.',
  tooLong: `The address is longer than ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  invalid: 'This is not a valid web address.',
  scheme: 'The address must start with https://.',
  credentials: 'The address must not hold a user name or password.',
  privateHost: 'The address must be a public host, not this machine or a private network.',
} as const;

export type WebhookAddressCheck = { ok: true; url: string } | { ok: false; error: string };

/** The host as an IP address when it is one (URL writes IPv6 in brackets), else null. */
const literalAddress = (hostname: string): string | null => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
};

/** Names that always mean this machine, whatever the resolver says. */
const isLocalName = (hostname: string): boolean => hostname === 'localhost' || hostname.endsWith('.localhost');

/** True for a host that is this machine by name or by address: the only hosts plain http may reach, with `allowPrivate`. */
const isLoopbackHost = (hostname: string): boolean => {
  const address = literalAddress(hostname);
  return isLocalName(hostname) || address === '::1' || address?.startsWith('127.') === true;
};

/**
 * Checks an address the owner typed: a valid absolute URL, https (http only to this machine when
 * `allowPrivate`), no user name or password, at most 2,048 characters, and, unless `allowPrivate`, no
 * host that is an address of this machine or a private network. A host name is resolved again at each
 * delivery (deliver.ts), so a name that later points inside is refused then.
 */
export function checkWebhookAddress(input: string, { allowPrivate }: { allowPrivate: boolean }): WebhookAddressCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: webhookAddressErrors.empty };
  if (text.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, error: webhookAddressErrors.tooLong };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: webhookAddressErrors.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: webhookAddressErrors.scheme };
  if (url.hostname === '') return { ok: false, error: webhookAddressErrors.invalid };
  if (url.username !== '' || url.password !== '') return { ok: false, error: webhookAddressErrors.credentials };
  if (url.protocol === 'http:' && !(allowPrivate && isLoopbackHost(url.hostname))) return { ok: false, error: webhookAddressErrors.scheme };
  if (!allowPrivate) {
    const address = literalAddress(url.hostname);
    if (isLocalName(url.hostname) || (address !== null && isPrivateAddress(address))) return { ok: false, error: webhookAddressErrors.privateHost };
  }
  // The fragment is never sent; the normalised form is what is stored and shown.
  url.hash = '';
  const normalised = url.href;
  if (normalised.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, error: webhookAddressErrors.tooLong };
  return { ok: true, url: normalised };
}
