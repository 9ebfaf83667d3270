// The popup overlay's markup, and nothing else: no state, no effects, no layer.
// The React popup (popup.tsx) renders it in the browser; the server renders the same component with
// react-dom/server into a <template> (static.ts), which core/popup/server-popup.ts shows without React.
import type { ComponentProps, FormEvent } from 'react';
import { popupOverlayStrings as t } from '../../core/catalog/strings/popup-overlay.ts';
import { popupIds } from '../../core/popup/ids.ts';
import type { PopupSettings } from '../../core/popup/rules.ts';

export interface PopupViewProps {
  settings: PopupSettings;
  /** The body, already cleaned. */
  html: string;
  /** The prefix of its ids (popupIds). */
  id: string;
  /** Absent on the server's copy: the field is then the browser's own (uncontrolled). */
  email?: string;
  error?: string;
  busy?: boolean;
  done?: boolean;
  /** Refs, not `ref`, which preact/compat hands a function component only through forwardRef. */
  box?: ComponentProps<'div'>['ref'];
  backdrop?: ComponentProps<'div'>['ref'];
  onClose?: () => void;
  onEmail?: (value: string) => void;
  onSubmit?: (event: FormEvent) => void;
}

export function PopupView({ settings, html, id, email, error, busy, done, box, backdrop, onClose, onEmail, onSubmit }: PopupViewProps) {
  const ids = popupIds(id);
  return (
    <div className="vt-popup-layer">
      <div ref={backdrop} className="vt-popup-backdrop" onClick={onClose} />
      <div ref={box} className="vt-popup" role="dialog" aria-modal="true" aria-labelledby={ids.title}>
        <button type="button" className="vt-popup-close" aria-label={t.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={ids.title}>{settings.title}</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the browser passes richText()'s output (layer/rich-text.ts); the server the site's own text, trusted as an html block's. */}
        {html && <div className="vt-popup-body" dangerouslySetInnerHTML={{ __html: html }} />}
        {done ? (
          <p className="vt-popup-thanks" role="status">
            {t.thanks}
          </p>
        ) : (
          <form className="vt-popup-form" noValidate onSubmit={onSubmit}>
            <label htmlFor={ids.email}>{t.emailLabel}</label>
            <input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={onEmail && ((event) => onEmail(event.target.value))}
            />
            <button type="submit" disabled={busy}>
              {settings.buttonText}
            </button>
            {error && (
              <p id={ids.error} className="vt-popup-error" role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
