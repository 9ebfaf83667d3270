// The cookie banner's markup, and nothing else: no state, no effects, no layer.
// The React banner (banner.tsx) renders it in the browser; the server renders the same component with
// react-dom/server (server/render/cookie-banner.ts), its actions then a form that posts the choice.
import type { ComponentProps } from 'react';
import { cookieBannerStrings as t } from '../../core/catalog/strings/cookie-banner.ts';
import type { CookieBannerConfig } from './settings.ts';

/** The server's banner: its actions post to `action` with the crumb and the page to come back to (JavaScript off). */
export interface CookieBannerForm {
  action: string;
  crumb: string;
  back: string;
}

export interface CookieBannerViewProps {
  config: CookieBannerConfig;
  /** The banner's text, already cleaned. */
  html: string;
  /** The section's ref; not `ref`, which preact/compat hands a function component only through forwardRef. */
  box?: ComponentProps<'section'>['ref'];
  onChoose?: (accepted: boolean) => void;
  /** Drawn by the server: marked data-banner="server" for the runtime, its buttons a form's. */
  form?: CookieBannerForm;
}

export function CookieBannerView({ config, html, box, onChoose, form }: CookieBannerViewProps) {
  const bar = config.variant === 'BAR';
  // A form's buttons submit their value as `consent`; the React banner's only call onChoose.
  const button = (accepted: boolean) =>
    form ? { type: 'submit' as const, name: 'consent', value: String(accepted) } : { type: 'button' as const, onClick: () => onChoose?.(accepted) };
  const decline = config.acceptType === 'OPT_IN_AND_OUT' && (
    <button {...button(false)} className="vt-cb-decline">
      {config.optOutText}
    </button>
  );
  const accept =
    config.ctaVariant === 'ICON' ? (
      <button {...button(true)} className="vt-cb-accept vt-cb-icon" aria-label={config.ctaText} title={config.ctaText}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    ) : (
      <button {...button(true)} className={`vt-cb-accept vt-cb-${config.ctaVariant.toLowerCase()}`}>
        {config.ctaText}
      </button>
    );

  return (
    <section
      ref={box}
      className={`vt-cookie-banner vt-cb-${bar ? 'bar' : 'popup'} vt-cb-${config.position.toLowerCase().replace('_', '-')} vt-cb-${config.theme.toLowerCase()}`}
      aria-label={t.label}
      data-variant={config.variant}
      data-banner={form ? 'server' : undefined}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the browser passes richText()'s output (layer/rich-text.ts); the server the site's own text, trusted as an html block's. */}
      <div className="vt-cb-text" dangerouslySetInnerHTML={{ __html: html }} />
      {form ? (
        <form className="vt-cb-actions" method="post" action={form.action}>
          <input type="hidden" name="crumb" value={form.crumb} />
          <input type="hidden" name="back" value={form.back} />
          {decline}
          {accept}
        </form>
      ) : (
        <div className="vt-cb-actions">
          {decline}
          {accept}
        </div>
      )}
    </section>
  );
}
