// The form-level error lines, one rule for the block and for the page the server answers a posted
// form with: the message above the form; with fields marked, the general 'scroll down' after it and
// 'scroll up' below the form, except on a newsletter, which gets no general message at all.
import { formStrings } from '../catalog/strings/form.ts';

/** [the line above the form, the line below it]; '' is a line not shown. */
export function formErrorLines(message: string, fieldsMarked: boolean, newsletter: boolean): [string, string] {
  return fieldsMarked && !newsletter ? [`${message} ${formStrings.errorAbove}`, formStrings.errorBelow] : [message, ''];
}
