// The popup overlay, a modal sign-up, drawn by its view (view.tsx). Closing it records the date and the
// settings' version; a sign-up records `submitted`. What the visitor typed stays until it is sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { useModal, useOverlayId, transition } from '../layer/index.ts';
import type { PopupSettings } from '../../core/popup/rules.ts';
import { emailMessage, type SignupResult } from '../../core/popup/signup.ts';
import { PopupView } from './view.tsx';

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
  const id = useOverlayId();

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
    <PopupView
      settings={settings}
      html={html}
      id={id}
      email={email}
      error={error}
      busy={busy}
      done={done}
      box={box}
      backdrop={backdrop}
      onClose={close}
      onEmail={setEmail}
      onSubmit={(event) => void submit(event)}
    />
  );
}
