// Idle -> submitting -> success | failure. Pure: the block's DOM
// (form-dom.ts) follows the phase it is told; a second submit while submitting is refused here.
import type { FormDefinition } from './fields.ts';

export type SubmitPhase = 'idle' | 'submitting' | 'success' | 'failure';

export interface SubmitState {
  readonly phase: SubmitPhase;
  /** Starts a submission; false (and nothing changes) while one is under way. */
  begin(): boolean;
  succeed(): void;
  fail(): void;
}

export function createSubmitState(): SubmitState {
  let phase: SubmitPhase = 'idle';
  return {
    get phase() {
      return phase;
    },
    begin() {
      if (phase === 'submitting') return false;
      phase = 'submitting';
      return true;
    },
    succeed() {
      if (phase === 'submitting') phase = 'success';
    },
    fail() {
      if (phase === 'submitting') phase = 'failure';
    },
  };
}

/** A success redirect goes to a web page: http or https once resolved against the page (no javascript:, data:…). */
export const isWebAddress = (url: string, base: string): boolean => URL.canParse(url, base) && /^https?:$/.test(new URL(url, base).protocol);

/**
 * What a success shows: the configured redirect, else the owner's HTML, else the submission message.
 * An address is followed only when it is safe; here, only to a web page (`base` is the page's address).
 */
export type SuccessAction = { kind: 'redirect'; url: string } | { kind: 'html'; html: string } | { kind: 'message'; text: string };

export function successAction(definition: Pick<FormDefinition, 'successRedirect' | 'submissionHtml' | 'submissionMessage'>, base: string): SuccessAction {
  const url = definition.successRedirect?.trim();
  if (url && isWebAddress(url, base)) return { kind: 'redirect', url };
  if (definition.submissionHtml?.trim()) return { kind: 'html', html: definition.submissionHtml };
  return { kind: 'message', text: definition.submissionMessage ?? '' };
}
