// The cookie banner shows until the visitor accepts (or, with OPT_IN_AND_OUT,
// declines); the choice is stored and the banner removed. It is fixed to the screen's edge, so it
// shifts nothing, and it is not modal: the page stays usable while it shows. Its markup is view.tsx,
// which the server renders too (core/consent/server-banner.ts then handles the choice).
import { useEffect, useRef, useState } from 'react';
import { transition } from '../layer/index.ts';
import type { CookieBannerConfig } from './settings.ts';
import { CookieBannerView } from './view.tsx';

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
  return <CookieBannerView config={config} html={html} box={box} onChoose={choose} />;
}
