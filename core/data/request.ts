// Generic data layer, the request a call makes. Pure: the address with its
// crumb, the method, the body (JSON, or form-encoded with objects inside stringified), and
// credentials included.
import type { ReplyFormat } from './reply.ts';

export type DataMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** GET by default. */
  method?: DataMethod;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body; a value that is an object (or a list) is sent as its JSON text. */
  form?: Record<string, unknown>;
  /** How the reply is read: parsed as JSON (the default), or its text. */
  format?: ReplyFormat;
  /** Attempts after the first for a failure that has no text of its own, 200 ms apart. */
  retries?: number;
  /** Runs after every queued call before it, one at a time, in order. */
  queue?: boolean;
  /** An analytics call: a failure is ignored silently (it resolves undefined, and nothing shows). */
  analytics?: boolean;
}

/** Form fields: strings as they are, objects as JSON text; null and undefined are left out. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value != null) body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return body;
}

/** The address with its `crumb` query parameter (every call carries one), resolved against the page. */
export function withCrumb(url: string, page: string, crumb: string): string {
  const address = new URL(url, page);
  address.searchParams.set('crumb', crumb);
  return address.href;
}

export function requestInit({ method = 'GET', json, form }: CallOptions): RequestInit {
  const init: RequestInit = { method, credentials: 'include' };
  if (form) {
    init.body = formBody(form);
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  } else if (json !== undefined) {
    init.body = JSON.stringify(json);
    init.headers = { 'Content-Type': 'application/json' };
  }
  return init;
}
