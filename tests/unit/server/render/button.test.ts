// @vitest-environment happy-dom
// The button block (53): the server writes a click-through as a link only when its
// address passes the link checks.
import { describe, expect, it } from 'vitest';
import { renderButton } from '../../../../server/render/blocks/button.ts';
import type { ButtonBlock } from '../../../../site/model.ts';

const button = (clickthroughUrl: string): ButtonBlock => ({ kind: 'button', id: 'b', text: 'Go', clickthroughUrl, alignment: 'left', size: 'medium', newWindow: false });
describe('the server’s button (53)', () => {
  const parse = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host;
  };

  it('a safe address is a link, with the census fields as its JSON', () => {
    const root = parse(renderButton({ ...button('/shop'), newWindow: true }));
    const link = root.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['/shop', '_blank', 'noopener']);
    expect(JSON.parse(root.querySelector('[data-block-type="53"]')!.getAttribute('data-block-json')!)).toEqual({
      buttonText: 'Go',
      clickthroughUrl: '/shop',
      alignment: 'left',
      size: 'medium',
      newWindow: true,
    });
  });

  it.each(['javascript:alert(1)', `tel:${'1'.repeat(60)}`, 'mailto:no-at-sign', `/${'x'.repeat(200)}`, 'data:text/html,x'])('%s is never a link', (url) => {
    expect(parse(renderButton(button(url))).querySelector('a')).toBeNull();
  });

  it.each(['/shop', 'https://example.com/x', 'mailto:cafe@example.com', 'tel:+15551234567', '#menu'])('%s is a link', (url) => {
    expect(
      parse(renderButton(button(url)))
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe(url);
  });

  it('an address that fails the link checks is never written as a link', () => {
    const root = parse(renderButton({ ...button('javascript:alert(1)'), text: '<b>x</b>' }));
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('.button-block-link')!.textContent).toBe('<b>x</b>');
  });
});
