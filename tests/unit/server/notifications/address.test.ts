// The webhook address the owner may set: a table of good and bad addresses, in production (no private
// targets) and under the dev/test setting that lets a receiver on this machine be set.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../../server/http/public-address.ts';
import { checkWebhookAddress, MAX_WEBHOOK_URL_LENGTH, webhookAddressErrors as E } from '../../../../server/notifications/address.ts';

const longPath = (total: number): string => `https://hooks.example.com/${'a'.repeat(total - 'https://hooks.example.com/'.length)}`;

describe('checkWebhookAddress in production', () => {
  const check = (text: string) => checkWebhookAddress(text, { allowPrivate: false });

  it.each([
    ['https://hooks.example.com/vitrine', 'https://hooks.example.com/vitrine'],
    ['  https://hooks.example.com/in?token=abc  ', 'https://hooks.example.com/in?token=abc'],
    ['https://HOOKS.example.com:8443/a#fragment', 'https://hooks.example.com:8443/a'],
    ['https://93.184.216.34/hook', 'https://93.184.216.34/hook'],
    ['https://[2606:2800:220:1:248:1893:25c8:1946]/hook', 'https://[2606:2800:220:1:248:1893:25c8:1946]/hook'],
    [longPath(MAX_WEBHOOK_URL_LENGTH), longPath(MAX_WEBHOOK_URL_LENGTH)],
  ])('accepts %s', (text, url) => {
    expect(check(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['', E.empty],
    ['   ', E.empty],
    [longPath(MAX_WEBHOOK_URL_LENGTH + 1), E.tooLong],
    ['hooks.example.com/vitrine', E.invalid],
    ['https://', E.invalid],
    ['https://exa mple.com/', E.invalid],
    ['javascript:alert(1)', E.scheme],
    ['JavaScript:fetch("//evil")', E.scheme],
    ['data:text/plain,hi', E.scheme],
    ['file:///etc/passwd', E.scheme],
    ['ftp://hooks.example.com/', E.scheme],
    ['http://hooks.example.com/vitrine', E.scheme],
    ['http://localhost:8080/', E.scheme],
    ['https://user:pass@hooks.example.com/', E.credentials],
    ['https://user@hooks.example.com/', E.credentials],
    ['https://:secret@hooks.example.com/', E.credentials],
    ['https://localhost/hook', E.privateHost],
    ['https://api.localhost/hook', E.privateHost],
    ['https://127.0.0.1/hook', E.privateHost],
    ['https://127.1/hook', E.privateHost],
    ['https://2130706433/hook', E.privateHost],
    ['https://0x7f000001/hook', E.privateHost],
    ['https://0.0.0.0/hook', E.privateHost],
    ['https://10.1.2.3/hook', E.privateHost],
    ['https://172.16.0.9/hook', E.privateHost],
    ['https://172.31.255.255/hook', E.privateHost],
    ['https://192.168.1.1/hook', E.privateHost],
    ['https://169.254.169.254/latest/meta-data', E.privateHost],
    ['https://100.64.0.1/hook', E.privateHost],
    ['https://[::1]/hook', E.privateHost],
    ['https://[::]/hook', E.privateHost],
    ['https://[fe80::1]/hook', E.privateHost],
    ['https://[fd00::1]/hook', E.privateHost],
    ['https://[::ffff:127.0.0.1]/hook', E.privateHost],
    ['https://[::ffff:10.0.0.1]/hook', E.privateHost],
    ['https://[64:ff9b::a9fe:a9fe]/hook', E.privateHost],
  ])('refuses %j: %s', (text, error) => {
    expect(check(text)).toEqual({ ok: false, error });
  });
});

describe('checkWebhookAddress with private targets allowed (dev and tests)', () => {
  const check = (text: string) => checkWebhookAddress(text, { allowPrivate: true });

  it.each(['http://127.0.0.1:4599/hook', 'http://localhost:4599/hook', 'http://[::1]:4599/hook', 'https://10.0.0.5/hook', 'https://localhost/hook'])('accepts %s', (text) => {
    expect(check(text).ok).toBe(true);
  });

  it.each([
    ['http://10.0.0.5/hook', E.scheme],
    ['http://hooks.example.com/', E.scheme],
    ['http://user:pw@127.0.0.1/', E.credentials],
    ['javascript:alert(1)', E.scheme],
  ])('still refuses %s', (text, error) => {
    expect(check(text)).toEqual({ ok: false, error });
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.255.0.1', true],
    ['169.254.1.1', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['fc12::1', true],
    ['::ffff:192.168.0.1', true],
    ['::ffff:7f00:1', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['2001:4860:4860::8888', false],
    ['::ffff:8.8.8.8', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
