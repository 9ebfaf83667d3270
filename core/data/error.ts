// Data layer, what a failed call rejects with. The system error overlay (in
// the overlays build, which has its own copy of this class) reads only the fields of DataFailure.
import { wellFormed } from '../catalog/well-formed.ts';
import type { ReplyFields, ReplyFormat, Failure } from './reply.ts';

/** A failed call as the system error overlay reads it. */
export interface DataFailure {
  /** The text: the reported body's, the status's, or 'Unable to connect…'. */
  message: string;
  url: string;
  format: ReplyFormat;
  /** 0 when no reply came. */
  status: number;
  /** The reply's JSON body, when it had one: the caller reads errors, cleaned and the rest here. */
  body: ReplyFields | null;
  /** A network error (no reply, or a failure with no text of its own). */
  network: boolean;
}

export class DataError extends Error implements DataFailure {
  override name = 'DataError';
  url: string;
  format: ReplyFormat;
  status: number;
  body: ReplyFields | null;
  network: boolean;
  /** A network error carries status, error, an encoded-URL key and a network flag. */
  error: string;
  key: string | undefined;

  constructor({ message, status, body, network }: Failure, url: string, format: ReplyFormat) {
    super(message);
    this.url = url;
    this.format = format;
    this.status = status;
    this.body = body;
    this.network = network;
    this.error = message;
    // wellFormed: an address with a lone surrogate would make encodeURIComponent throw inside the failure.
    this.key = network ? encodeURIComponent(wellFormed(url)) : undefined;
  }
}
