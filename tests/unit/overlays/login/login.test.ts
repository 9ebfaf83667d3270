// @vitest-environment happy-dom
// (Escape rule 5, account creation disabled), 3 and 7 (the session login payload):
// the login dialog, rendered with React in happy-dom (no JSX: the test include is *.test.ts), and
// its call over the data layer with only fetch faked.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PATH } from '../../../../core/catalog/constants.ts';
import { accountStrings } from '../../../../core/catalog/strings/account.ts';
import { dataLayerStrings } from '../../../../core/catalog/strings/data-layer.ts';
import { createDataLayer } from '../../../../core/data/index.ts';
import { LoginDialog } from '../../../../overlays/login/login.tsx';
import { signIn, signInFailure, type Credentials, type SignInResult } from '../../../../overlays/login/sign-in.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];

afterEach(async () => {
  await act(async () => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function show(reply: (credentials: Credentials) => Promise<SignInResult> = async () => ({ ok: true })) {
  const signInMock = vi.fn(reply);
  const onSignedIn = vi.fn();
  const onClose = vi.fn();
  const trigger = document.createElement('button');
  document.body.append(trigger);
  trigger.focus();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(createElement(LoginDialog, { signIn: signInMock, onSignedIn, onClose, trigger })));
  const dialog = host.querySelector<HTMLElement>('[role="dialog"]')!;
  const field = (label: string) => {
    const labelled = [...host.querySelectorAll('label')].find((element) => element.textContent?.trim() === label)!;
    return (labelled.htmlFor ? document.getElementById(labelled.htmlFor) : labelled.querySelector('input')) as HTMLInputElement;
  };
  const button = (name: string) => [...host.querySelectorAll('button')].find((element) => element.textContent === name)!;
  const submit = async (email: string, password: string, rememberMe = false) => {
    field('Email').value = email;
    field('Password').value = password;
    field('Remember me').checked = rememberMe;
    await act(async () => void host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  };
  return { host, dialog, field, button, submit, signIn: signInMock, onSignedIn, onClose, trigger };
}

describe('LoginDialog: the contract’s sign-in words, a dialog with an accessible name', () => {
  it('is a modal dialog named Sign in, with Email, Password, Remember me and Sign in, and no sign-up', async () => {
    const { dialog, field, button, host } = await show();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Sign in');
    expect(field('Email').type).toBe('email');
    expect(field('Password').type).toBe('password');
    expect(field('Remember me').type).toBe('checkbox');
    expect(button('Sign in').type).toBe('submit');
    expect(host.textContent).not.toMatch(/sign up|create/i);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('puts focus on Email when it opens', async () => {
    const { field } = await show();
    expect(document.activeElement).toBe(field('Email'));
  });
});

describe('LoginDialog: signing in', () => {
  it('sends the email (trimmed), the password and rememberMe, then hands over to the caller', async () => {
    const { submit, signIn: call, onSignedIn, onClose } = await show();
    await submit('  owner@example.com ', 'secret', true);
    expect(call).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'secret', rememberMe: true });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a 401 says the server’s one message in role=alert, keeps the email, clears the password and marks both fields', async () => {
    const { submit, host, field, button, onSignedIn } = await show(async () => ({ ok: false, status: 401, message: accountStrings.signInFailed }));
    await submit('owner@example.com', 'wrong');
    const alerts = host.querySelectorAll('[role="alert"]');
    expect([...alerts].map((alert) => alert.textContent)).toEqual([accountStrings.signInFailed]);
    expect(field('Email').value).toBe('owner@example.com');
    expect(field('Password').value).toBe('');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-describedby')).toBe(alerts[0]!.id);
    expect(document.activeElement).toBe(field('Password'));
    expect(button('Sign in').disabled).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a 429 says its message and marks no field', async () => {
    const { submit, host, field } = await show(async () => ({ ok: false, status: 429, message: accountStrings.signInRateLimited }));
    await submit('owner@example.com', 'secret');
    expect(host.querySelector('[role="alert"]')!.textContent).toBe(accountStrings.signInRateLimited);
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Password').value).toBe('secret');
  });

  it('the button is disabled while the call is out, and a second submit sends nothing', async () => {
    let answer!: (result: SignInResult) => void;
    const { submit, button, signIn: call } = await show(() => new Promise((resolve) => (answer = resolve)));
    await submit('owner@example.com', 'secret');
    expect(button('Sign in').disabled).toBe(true);
    await submit('owner@example.com', 'secret');
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true }));
  });
});

describe('LoginDialog: closing', () => {
  it('Escape closes it through the page’s one stack, and goes no further (rule 1 wins)', async () => {
    const { onClose } = await show();
    const below = vi.fn();
    window.addEventListener('keydown', below);
    await act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true, cancelable: true })));
    window.removeEventListener('keydown', below);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
  });

  it('Cancel and the backdrop close it', async () => {
    const { button, host, onClose } = await show();
    await act(async () => button('Cancel').click());
    await act(async () => host.querySelector<HTMLElement>('.vt-login-backdrop')!.click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('signInFailure: what a refused sign-in says', () => {
  it.each<[string, unknown, { status: number; message: string }]>([
    ['401 with the server’s words', { status: 401, message: 'x', body: { error: 'Server words.' } }, { status: 401, message: 'Server words.' }],
    ['401 without a body', { status: 401, message: 'Unauthorized request', body: null }, { status: 401, message: accountStrings.signInFailed }],
    // issue 22, found by fuzzing: an empty error was the whole message.
    ['401 with an empty error', { status: 401, message: '', body: { error: '' } }, { status: 401, message: accountStrings.signInFailed }],
    ['429 with an empty error', { status: 429, message: '', body: { error: '' } }, { status: 429, message: accountStrings.signInRateLimited }],
    ['429 with the server’s words', { status: 429, message: 'Unable to connect…', body: { error: 'Wait.' } }, { status: 429, message: 'Wait.' }],
    ['429 without a body', { status: 429, message: 'Unable to connect…', body: null }, { status: 429, message: accountStrings.signInRateLimited }],
    [
      '500: the layer’s message',
      { status: 500, message: 'Internal server error. Please try again later.', body: null },
      { status: 500, message: 'Internal server error. Please try again later.' },
    ],
    ['no reply', { status: 0, message: dataLayerStrings.unableToConnect, body: null }, { status: 0, message: dataLayerStrings.unableToConnect }],
    ['not an error at all', undefined, { status: 0, message: accountStrings.signInFailed }],
  ])('%s', (_, error, expected) => {
    expect(signInFailure(error)).toEqual(expected);
  });
});

describe('signIn: POST of the session call through the data layer', () => {
  const layer = (fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>) =>
    createDataLayer({
      fetch,
      document: { cookie: 'crumb=abc', dispatchEvent: () => true } as unknown as Document,
      location: { href: 'https://site.example/gallery/base' },
      setTimeout: (run) => run(),
      cookiesEnabled: () => true,
      internalHosts: ['site.example'],
    });
  const reply = (status: number, body: unknown) => async () => ({ status, text: async () => JSON.stringify(body) });

  it('posts email, password and rememberMe as JSON, with the crumb, and succeeds on the xsrfToken reply', async () => {
    const fetch = vi.fn(reply(200, { xsrfToken: 't' }));
    const credentials = { email: 'owner@example.com', password: 'secret', rememberMe: false };
    expect(await signIn(layer(fetch), SESSION_PATH, credentials)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://site.example${SESSION_PATH}?crumb=abc`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual(credentials);
  });

  it.each([
    [401, accountStrings.signInFailed],
    [429, accountStrings.signInRateLimited],
  ])('a %i reply gives its one message', async (status, message) => {
    expect(await signIn(layer(reply(status, { error: message })), SESSION_PATH, { email: 'a@b.co', password: 'x', rememberMe: false })).toEqual({ ok: false, status, message });
  });
});
