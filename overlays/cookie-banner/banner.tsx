// forms-commerce.md 4: the cookie banner shows until the visitor accepts (or, with OPT_IN_AND_OUT,
// declines); the choice is stored and the banner removed. It is fixed to the screen's edge, so it
// shifts nothing, and it is not modal: the page stays usable while it shows.
import { useEffect, useRef, useState } from 'react';
import { cookieBannerStrings as t } from '../../core/catalog/strings/cookie-banner.ts';
import { transition } from '../layer/index.ts';
import type { CookieBannerConfig } from './settings.ts';

export interface CookieBannerProps {
  config: CookieBannerConfig;
  /** The banner's text, already cleaned. */
  html: string;
  onChoice: (accepted: boolean) => void;
  onGone: () => void;
}

export function CookieBanner({ config, html, onChoice, onGone }: CookieBannerProps) {
  const box = useRef<HTMLElement>(null);
  const [gone, setGone] = useState(false);
  const bar = config.variant === 'BAR';
  const top = config.position.startsWith('TOP');
  const from = top ? '-100%' : '100%';

  useEffect(() => {
    void transition(box.current, { opacity: [0, 1], transform: [`translateY(${bar ? from : '16px'})`, 'none'] }, 0.3);
  }, []);
  useEffect(() => {
    if (gone) void transition(box.current, { opacity: [1, 0] }, 0.2).then(onGone);
  }, [gone]);

  const choose = (accepted: boolean): void => {
    if (gone) return;
    onChoice(accepted);
    setGone(true);
  };
  const decline = config.acceptType === 'OPT_IN_AND_OUT' && (
    <button type="button" className="vt-cb-decline" onClick={() => choose(false)}>
      {config.optOutText}
    </button>
  );
  const accept =
    config.ctaVariant === 'ICON' ? (
      <button type="button" className="vt-cb-accept vt-cb-icon" aria-label={config.ctaText} title={config.ctaText} onClick={() => choose(true)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    ) : (
      <button type="button" className={`vt-cb-accept vt-cb-${config.ctaVariant.toLowerCase()}`} onClick={() => choose(true)}>
        {config.ctaText}
      </button>
    );

  return (
    <section
      ref={box}
      className={`vt-cookie-banner vt-cb-${bar ? 'bar' : 'popup'} vt-cb-${config.position.toLowerCase().replace('_', '-')} vt-cb-${config.theme.toLowerCase()}`}
      aria-label={t.label}
      data-variant={config.variant}
    >
      <div className="vt-cb-text" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="vt-cb-actions">
        {decline}
        {accept}
      </div>
    </section>
  );
}
