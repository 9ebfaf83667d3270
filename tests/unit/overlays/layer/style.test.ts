// @vitest-environment happy-dom
// The overlays' CSS is a constructed stylesheet adopted by the page, which a host page's
// style-src does not govern (a <style> it would refuse, and the lightbox would draw unstyled in the
// page flow); once per overlay kind; a <style> only where stylesheets cannot be constructed.
import { afterEach, describe, expect, it } from 'vitest';
import { addStyle } from '../../../../overlays/layer/style.ts';

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const rules = (): string[] => document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));

describe('addStyle', () => {
  it('adopts one constructed stylesheet per overlay kind, and adds no <style> to the page', () => {
    addStyle(document, 'vt-a-css', '.a{position:fixed}');
    addStyle(document, 'vt-b-css', '.b{color:red}');
    addStyle(document, 'vt-a-css', '.a{position:fixed}');
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(rules()[0]).toContain('position: fixed');
    expect(rules()[1]).toContain('color: red');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('styles the page: an element of the overlay takes its rules', () => {
    addStyle(document, 'vt-a-css', '.a{position:fixed}');
    const element = document.createElement('div');
    element.className = 'a';
    document.body.append(element);
    expect(window.getComputedStyle(element).position).toBe('fixed');
  });

  it("keeps the host's own adopted sheets, and adopts its sheet again when the host set the list anew", () => {
    const host = new CSSStyleSheet();
    document.adoptedStyleSheets = [host];
    addStyle(document, 'vt-a-css', '.a{top:0}');
    expect(document.adoptedStyleSheets[0]).toBe(host);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    document.adoptedStyleSheets = [host];
    addStyle(document, 'vt-a-css', '.a{top:0}');
    expect(document.adoptedStyleSheets).toHaveLength(2);
  });

  it('falls back to one <style> per kind where stylesheets cannot be constructed', () => {
    const view = document.defaultView as unknown as { CSSStyleSheet: unknown };
    const constructor = view.CSSStyleSheet;
    view.CSSStyleSheet = () => {
      throw new TypeError('Illegal constructor');
    };
    try {
      addStyle(document, 'vt-a-css', '.a{top:0}');
      addStyle(document, 'vt-a-css', '.a{top:0}');
    } finally {
      view.CSSStyleSheet = constructor;
    }
    const styles = document.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.id).toBe('vt-a-css');
    expect(styles[0]!.textContent).toBe('.a{top:0}');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
