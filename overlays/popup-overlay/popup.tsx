// forms-commerce.md 2 to 4: the popup overlay, a modal sign-up. Closing it records the date and the
// settings' version; a sign-up records `submitted`. What the visitor typed stays until it is sent.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { popupOverlayStrings as t } from '../../core/catalog/strings/popup-overlay.ts';
import { useModal, transition } from '../layer/index.ts';
import type { PopupSettings } from './rules.ts';
import { emailMessage, type SignupResult } from './signup.ts';

export interface PopupProps {
  settings: PopupSettings;
  /** The body, already cleaned. */
  html: string;
  send: (email: string) => Promise<SignupResult>;
  onSignedUp: () => void;
  onClose: () => void;
}

export function PopupOverlay({ settings, html, send, onSignedUp, onClose }: PopupProps) {
  const box = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const closing = useRef(false);
  const id = useId();

  const close = (): void => {
    if (closing.current) return;
    closing.current = true;
    void Promise.all([transition(backdrop.current, { opacity: [1, 0] }, 0.2), transition(box.current, { opacity: [1, 0] }, 0.2)]).then(onClose);
  };
  useModal(box, close);
  useEffect(() => {
    void transition(backdrop.current, { opacity: [0, 1] }, 0.3);
    void transition(box.current, { opacity: [0, 1], transform: ['translateY(12px)', 'none'] }, 0.3);
  }, []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) return setError(emailMessage());
    setBusy(true);
    setError('');
    const result = await send(value);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setDone(true);
    onSignedUp();
  };

  return (
    <div className="vt-popup-layer">
      <div ref={backdrop} className="vt-popup-backdrop" onClick={close} />
      <div ref={box} className="vt-popup" role="dialog" aria-modal="true" aria-labelledby={`${id}t`}>
        <button type="button" className="vt-popup-close" aria-label={t.close} onClick={close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={`${id}t`}>{settings.title}</h2>
        {html && <div className="vt-popup-body" dangerouslySetInnerHTML={{ __html: html }} />}
        {done ? (
          <p className="vt-popup-thanks" role="status">
            {t.thanks}
          </p>
        ) : (
          <form className="vt-popup-form" noValidate onSubmit={(event) => void submit(event)}>
            <label htmlFor={`${id}e`}>{t.emailLabel}</label>
            <input
              id={`${id}e`}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}x` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" disabled={busy}>
              {settings.buttonText}
            </button>
            {error && (
              <p id={`${id}x`} className="vt-popup-error" role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
