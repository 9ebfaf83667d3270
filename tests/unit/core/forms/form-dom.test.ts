// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formParts, lockForm } from '../../../../core/forms/form-dom.ts';

describe('lockForm: the form is locked while it is sent', () => {
  it("the button says 'Submitting…' (the ellipsis character) and every control is disabled; unlocked, both are as they were", () => {
    document.body.innerHTML = '<div class="form-block"><form class="form"><input name="email"><input name="off" disabled><button type="submit">Send</button></form></div>';
    const block = document.querySelector<HTMLElement>('.form-block')!;
    const parts = formParts(block)!;
    const unlock = lockForm(parts, 'Send');
    expect(parts.button!.textContent).toBe('Submitting\u2026');
    expect(parts.form.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector<HTMLInputElement>('[name=email]')!.disabled).toBe(true);
    unlock();
    expect(parts.button!.textContent).toBe('Send');
    expect(document.querySelector<HTMLInputElement>('[name=email]')!.disabled).toBe(false);
    expect(document.querySelector<HTMLInputElement>('[name=off]')!.disabled).toBe(true);
  });
});
