// System error overlay, a full-page alertdialog named by its title, with
// 'Reload Page' and 'Clear'. Focus stays inside it; Clear (or Escape) dismisses it, focus returns
// to what had it, and the page goes on.
import { useEffect, useRef } from 'react';
import { systemErrorStrings as t } from '../../core/catalog/strings/system-error.ts';
import { useModal, useOverlayId, transition } from '../layer/index.ts';
import type { SystemErrorContent } from './content.ts';

export interface SystemErrorProps {
  content: SystemErrorContent;
  trigger: Element | null;
  onReload: () => void;
  onClear: () => void;
}

export function SystemError({ content, trigger, onReload, onClear }: SystemErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  const id = useOverlayId();
  useModal(box, onClear, true, trigger);
  useEffect(() => void transition(box.current, { opacity: [0, 1] }, 0.2), []);
  return (
    <div ref={box} className="vt-system-error" role="alertdialog" aria-modal="true" aria-labelledby={`${id}t`} aria-describedby={content.kind === 'network' ? undefined : `${id}d`}>
      <div className="vt-system-error-box">
        <h2 id={`${id}t`}>{content.title}</h2>
        {content.kind === 'cleaned' && <p id={`${id}d`}>{content.message}</p>}
        {content.kind === 'other' && <dl id={`${id}d`}>{content.details.map(([label, value]) => [<dt key={`${label}t`}>{label}</dt>, <dd key={`${label}d`}>{value}</dd>])}</dl>}
        <div className="vt-system-error-buttons">
          <button type="button" className="vt-system-error-reload" onClick={onReload}>
            {t.reloadPage}
          </button>
          <button type="button" className="vt-system-error-clear" onClick={onClear}>
            {t.clear}
          </button>
        </div>
      </div>
    </div>
  );
}
