// The mobile info bar, at a window width of 1024 or less: the site's contact
// details as a fixed bar along the bottom (so it shifts nothing). Hours open a small panel.
import { useEffect, useRef, useState } from 'react';
import { popupOverlayStrings as t } from '../../core/catalog/strings/popup-overlay.ts';
import { transition, useOverlayId } from '../layer/index.ts';
import type { InfoBarConfig } from '../../core/overlays/info-bar.ts';

const ICONS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  email: 'M4 6h16v12H4zM4 6l8 7 8-7',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  hours: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
} as const;

export function InfoBar({ config }: { config: InfoBarConfig }) {
  const bar = useRef<HTMLElement>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const id = useOverlayId();
  useEffect(() => void transition(bar.current, { transform: ['translateY(100%)', 'none'] }, 0.3), []);

  return (
    <aside ref={bar} className={`vt-info-bar vt-ib-${config.style}`} aria-label={t.infoBarLabel}>
      {hoursOpen && (
        <p id={`${id}h`} className="vt-ib-hours">
          {config.items.find((item) => item.kind === 'hours')?.label}
        </p>
      )}
      <ul>
        {config.items.map((item) => {
          const content = (
            <>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={ICONS[item.kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              <span>{t[item.kind]}</span>
            </>
          );
          return (
            <li key={item.kind}>
              {item.href ? (
                <a href={item.href} title={item.label} {...(item.kind === 'location' ? { target: '_blank', rel: 'noopener' } : {})}>
                  {content}
                </a>
              ) : (
                <button type="button" aria-expanded={hoursOpen} aria-controls={`${id}h`} onClick={() => setHoursOpen((open) => !open)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
