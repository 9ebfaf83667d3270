// Escape rule 5: the login dialog, with account creation disabled (no sign-up).
// The contract's sign-in words: Email, Password, Remember me, Sign in. A refusal says the server's
// one message in role=alert and keeps the email; success hands over to the caller (a reload).
import { useRef, useState, type FormEvent } from 'react';
import { accountStrings as t } from '../../core/catalog/strings/account.ts';
import { useModal, useOverlayId } from '../layer/index.ts';
import type { Credentials, SignInResult } from './sign-in.ts';

export interface LoginDialogProps {
  signIn: (credentials: Credentials) => Promise<SignInResult>;
  onSignedIn: () => void;
  onClose: () => void;
  /** Where focus returns on close: what had focus when the dialog was asked for. */
  trigger?: Element | null;
}

export function LoginDialog({ signIn, onSignedIn, onClose, trigger }: LoginDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useOverlayId();
  // The focus trap puts focus on the first field (Email); Escape closes through the page's one stack.
  useModal(box, onClose, true, trigger);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await signIn({ email: email.current?.value.trim() ?? '', password: password.current?.value ?? '', rememberMe: remember.current?.checked === true });
    if (result.ok) return onSignedIn();
    setBusy(false);
    setError(result.message);
    setInvalid(result.status === 401);
    // The email is kept; a refused password is cleared and asked for again.
    if (result.status === 401 && password.current) {
      password.current.value = '';
      password.current.focus();
    }
  };

  const described = error ? `${id}x` : undefined;
  return (
    <div className="vt-login-layer">
      <div className="vt-login-backdrop" onClick={onClose} />
      <div ref={box} className="vt-login" role="dialog" aria-modal="true" aria-labelledby={`${id}t`}>
        <h2 id={`${id}t`}>{t.signInTitle}</h2>
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}e`}>{t.email}</label>
          <input
            ref={email}
            id={`${id}e`}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={256}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          />
          <label htmlFor={`${id}p`}>{t.password}</label>
          <input
            ref={password}
            id={`${id}p`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          />
          <label className="vt-login-remember">
            <input ref={remember} name="rememberMe" type="checkbox" />
            {t.rememberMe}
          </label>
          {error && (
            <p id={`${id}x`} className="vt-login-error" role="alert">
              {error}
            </p>
          )}
          <div className="vt-login-buttons">
            <button type="button" onClick={onClose}>
              {t.cancel}
            </button>
            <button type="submit" disabled={busy}>
              {t.signIn}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
