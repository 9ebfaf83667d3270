// System error overlay, what it says for which failure.
import { describe, expect, it } from 'vitest';
import { systemErrorStrings as t } from '../../../../core/catalog/strings/system-error.ts';
import type { DataFailure } from '../../../../core/data/index.ts';
import { systemErrorContent } from '../../../../overlays/system-error/content.ts';

const failure = (extra: Partial<DataFailure>): DataFailure => ({
  message: 'Internal server error. Please try again later.',
  url: '/api/x',
  format: 'json',
  status: 500,
  body: null,
  network: false,
  ...extra,
});

describe('systemErrorContent', () => {
  it.each<[string, Partial<DataFailure>, ReturnType<typeof systemErrorContent>]>([
    ['a cleaned error', { body: { error: 'secret detail', cleaned: true } }, { kind: 'cleaned', title: t.title, message: t.message }],
    ['a cleaned network error is cleaned first', { network: true, status: 0, body: { cleaned: true } }, { kind: 'cleaned', title: t.title, message: t.message }],
    ['a network error', { network: true, status: 0, message: 'Unable to connect…' }, { kind: 'network', title: t.networkError }],
    ["a network error with the server's text", { network: true, status: 429, body: { error: 'Too many requests.' } }, { kind: 'network', title: 'Too many requests.' }],
    ["a network error with the server's message", { network: true, status: 404, body: { message: 'Gone' } }, { kind: 'network', title: 'Gone' }],
    ['a network error whose body has no text', { network: true, status: 400, body: { errors: { a: 'b' } } }, { kind: 'network', title: t.networkError }],
    [
      'any other error: the URL, the format and the message',
      { url: '/api/form/SaveFormSubmission?x=1', format: 'raw', message: 'Unauthorized request', status: 403 },
      {
        kind: 'other',
        title: t.title,
        details: [
          [t.url, '/api/form/SaveFormSubmission?x=1'],
          [t.format, 'raw'],
          [t.messageLabel, 'Unauthorized request'],
        ],
      },
    ],
  ])('%s', (_name, extra, expected) => {
    expect(systemErrorContent(failure(extra))).toEqual(expected);
  });

  it('the catalogue words it as the specification does, with Vitrine for the brand', () => {
    expect(t).toMatchObject({
      reloadPage: 'Reload Page',
      clear: 'Clear',
      title: 'Something Went Wrong!',
      message: 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
      networkError: 'Unable to connect to Vitrine. Please try again.',
    });
  });
});
