// @vitest-environment happy-dom
// The captcha seam, its test double, and the compact size under 320 px.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CaptchaProvider, captchaProvider, captchaSize, checkboxCaptcha } from '../../../../core/forms/captcha.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as Window & { vitrineCaptcha?: CaptchaProvider }).vitrineCaptcha;
});

describe('captchaSize', () => {
  it.each([
    [0, 'compact'],
    [319, 'compact'],
    [320, 'normal'],
    [800, 'normal'],
  ])('%i px wide: %s', (width, size) => {
    expect(captchaSize(width)).toBe(size);
  });
});

describe('the test double', () => {
  it("a labelled checkbox 'I am not a robot'; checking it completes the captcha and gives a response; reset clears it", async () => {
    document.body.innerHTML = '<div class="form-captcha"></div>';
    const container = document.querySelector<HTMLElement>('.form-captcha')!;
    const onComplete = vi.fn();
    const widget = await checkboxCaptcha.render(container, { size: 'compact', onComplete });
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(container.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('I am not a robot');
    expect(container.classList.contains('captcha-compact')).toBe(true);
    expect(widget.getResponse()).toBe('');
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(widget.getResponse()).not.toBe('');
    widget.reset();
    expect(widget.getResponse()).toBe('');
    widget.destroy();
    expect(container.querySelector('input')).toBeNull();
  });
});

describe('captchaProvider: pluggable', () => {
  it("the page's own provider when the site set one on window, else the double", () => {
    expect(captchaProvider(window)).toBe(checkboxCaptcha);
    const real: CaptchaProvider = { render: () => ({ getResponse: () => 'token', reset() {}, destroy() {} }) };
    (window as Window & { vitrineCaptcha?: CaptchaProvider }).vitrineCaptcha = real;
    expect(captchaProvider(window)).toBe(real);
  });
});
