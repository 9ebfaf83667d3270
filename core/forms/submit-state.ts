// forms-commerce.md 4 "Form submit": idle -> submitting -> success | failure. Pure: the block's DOM
// (form-dom.ts) follows the phase it is told; a second submit while submitting is refused here.
import { isSafeClickThrough } from '../catalog/validators.ts';
import type { FormDefinition } from './fields.ts';

export type SubmitPhase = 'idle' | 'submitting' | 'success' | 'failure';

export interface SubmitState {
  readonly phase: SubmitPhase;
  /** Starts a submission; false (and nothing changes) while one is under way. */
  begin(): boolean;
  succeed(): void;
  fail(): void;
}

/** `onChange` hears every change of phase, in order. */
export function createSubmitState(onChange: (phase: SubmitPhase, previous: SubmitPhase) => void = () => {}): SubmitState {
  let phase: SubmitPhase = 'idle';
  const move = (next: SubmitPhase): void => {
    const previous = phase;
    phase = next;
    onChange(next, previous);
  };
  return {
    get phase() {
      return phase;
    },
    begin() {
      if (phase === 'submitting') return false;
      move('submitting');
      return true;
    },
    succeed() {
      if (phase === 'submitting') move('success');
    },
    fail() {
      if (phase === 'submitting') move('failure');
    },
  };
}

/**
 * What a success shows: the configured redirect, else the owner's HTML, else the submission message.
 * DESIGN.md: an address is followed only when it passes the link checks (no javascript:).
 */
export type SuccessAction = { kind: 'redirect'; url: string } | { kind: 'html'; html: string } | { kind: 'message'; text: string };

export function successAction(definition: Pick<FormDefinition, 'successRedirect' | 'submissionHtml' | 'submissionMessage'>): SuccessAction {
  const url = definition.successRedirect?.trim();
  if (url && isSafeClickThrough(url)) return { kind: 'redirect', url };
  if (definition.submissionHtml?.trim()) return { kind: 'html', html: definition.submissionHtml };
  return { kind: 'message', text: definition.submissionMessage ?? '' };
}
