// System error overlay, what it says for which failure. Pure.
//   cleaned (the reply said `cleaned`): 'Something Went Wrong!' and the spec's message;
//   a network error: the server's own text when the reply had one, else 'Unable to connect to Vitrine…';
//   any other: the title, then the URL, the format and the message.
import { systemErrorStrings as t } from '../../core/catalog/strings/system-error.ts';
import type { DataFailure } from '../../core/data/index.ts';

export type SystemErrorContent =
  | { kind: 'cleaned'; title: string; message: string }
  | { kind: 'network'; title: string }
  | { kind: 'other'; title: string; details: readonly (readonly [label: string, value: string])[] };

const serverText = (failure: DataFailure): string | undefined => {
  const { error, message } = failure.body ?? {};
  return typeof error === 'string' && error ? error : typeof message === 'string' && message ? message : undefined;
};

export function systemErrorContent(failure: DataFailure): SystemErrorContent {
  if (failure.body?.cleaned) return { kind: 'cleaned', title: t.title, message: t.message };
  if (failure.network) return { kind: 'network', title: serverText(failure) ?? t.networkError };
  return {
    kind: 'other',
    title: t.title,
    details: [
      [t.url, String(failure.url)],
      [t.format, String(failure.format)],
      [t.messageLabel, String(failure.message)],
    ],
  };
}
