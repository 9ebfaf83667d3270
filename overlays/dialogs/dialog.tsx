// The confirmation widget, and its two uses: the information popup and the alert.
// Hidden, shown, hiding, hidden: shown on mount; a button, Escape, the overlay or the auto-hide
// timer hides it; the leave transition ends (or the 600 ms fallback fires) and it is hidden. The
// auto-hide waits while the pointer is over the box, and starts again when it leaves, so a visitor
// who points at the message can read it to the end (WCAG 2.2.1).
import { useEffect, useRef, useState } from 'react';
import { useModal, useOverlayId, transition } from '../layer/index.ts';
import { DIALOG, dialogButtons, nextState, type DialogOptions, type DialogResult, type DialogState } from './state.ts';

export interface DialogProps {
  options: DialogOptions;
  /** Stacking order among open dialogs: z-index is 30000 plus this. */
  depth: number;
  onHidden: (result: DialogResult) => void;
}

export function Dialog({ options, depth, onHidden }: DialogProps) {
  const [state, setState] = useState<DialogState>('shown');
  const current = useRef(state);
  const result = useRef<DialogResult>('cancel');
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const backdrop = useRef<HTMLDivElement>(null);
  const id = useOverlayId();
  const corner = options.position === 'top-right';
  const buttons = dialogButtons(options);

  const hide = (why: DialogResult): void => {
    const next = nextState(current.current, 'hide');
    if (next === current.current) return;
    current.current = next;
    result.current = why;
    setState(next);
  };

  const pause = (): void => clearTimeout(timer.current);
  const wait = (): void => {
    pause();
    if (options.autoHide) timer.current = setTimeout(() => hide('confirm'), options.autoHide);
  };

  useModal(box, options.escape === false ? null : () => hide('cancel'), !corner, options.trigger);

  useEffect(() => {
    void transition(backdrop.current, { opacity: [0, 1] }, 0.2);
    void transition(box.current, { opacity: [0, 1], transform: corner ? ['translateY(-8px)', 'none'] : ['scale(0.96)', 'none'] }, 0.2);
    wait();
    // Native listeners: React's pointerenter is made from pointerover, preact's is the browser's own.
    const node = box.current;
    if (options.autoHide && node) {
      node.addEventListener('pointerenter', pause);
      node.addEventListener('pointerleave', wait);
    }
    return () => {
      pause();
      node?.removeEventListener('pointerenter', pause);
      node?.removeEventListener('pointerleave', wait);
    };
  }, []);

  useEffect(() => {
    if (state !== 'hiding') return;
    void Promise.all([
      transition(backdrop.current, { opacity: [1, 0] }, 0.15, DIALOG.hideFallbackMs),
      transition(box.current, { opacity: [1, 0] }, 0.15, DIALOG.hideFallbackMs),
    ]).then(() => {
      current.current = nextState(current.current, 'hidden');
      setState(current.current);
      onHidden(result.current);
    });
  }, [state]);

  return (
    <div className={`vt-dialog-layer${corner ? ' vt-dialog-corner' : ''}`} style={{ zIndex: DIALOG.zIndexBase + depth }} hidden={state === 'hidden'} data-state={state}>
      {!corner && <div ref={backdrop} className="vt-dialog-overlay" onClick={() => options.overlayCancels !== false && hide('cancel')} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is 'dialog' or 'alertdialog' (state.ts), and both take aria-modal. */}
      <div
        ref={box}
        className="vt-dialog"
        role={options.role ?? 'dialog'}
        aria-modal={corner ? undefined : true}
        aria-labelledby={`${id}t`}
        aria-describedby={options.message ? `${id}m` : undefined}
        style={{ width: DIALOG.width, padding: DIALOG.padding }}
      >
        <h2 id={`${id}t`} className="vt-dialog-title">
          {options.title}
        </h2>
        {options.message && (
          <p id={`${id}m`} className="vt-dialog-message">
            {options.message}
          </p>
        )}
        {buttons.length > 0 && (
          <div className="vt-dialog-buttons">
            {buttons.map(({ result: value, label }) => (
              <button key={value} type="button" className={`vt-dialog-${value}`} onClick={() => hide(value)}>
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
