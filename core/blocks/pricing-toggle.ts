// The member-access page's pricing toggle (the member area block, 67). A left and
// a right button swap the visible prices and the join buttons; clicking the option that is already
// selected does nothing. The buttons are a toggle for assistive technology (aria-pressed).
import type { BlockDeps, BlockInstance } from '../block.ts';

const PERIOD = 'data-pricing';

export function init(root: HTMLElement, { scheduler }: BlockDeps): BlockInstance {
  const options = [...root.querySelectorAll<HTMLButtonElement>(`.pricing-option[${PERIOD}]`)];
  const listening = new AbortController();
  let chosen = options.find((option) => option.getAttribute('aria-pressed') === 'true')?.getAttribute(PERIOD) ?? options[0]?.getAttribute(PERIOD);

  function show(period: string): void {
    scheduler.write(() => {
      for (const option of options) option.setAttribute('aria-pressed', String(option.getAttribute(PERIOD) === period));
      // The prices and join buttons of each plan, by the period they belong to.
      for (const part of root.querySelectorAll<HTMLElement>(`.pricing-plan [${PERIOD}]`)) part.hidden = part.getAttribute(PERIOD) !== period;
    });
  }

  for (const option of options)
    option.addEventListener(
      'click',
      () => {
        const period = option.getAttribute(PERIOD);
        // The option already selected does nothing.
        if (!period || period === chosen) return;
        chosen = period;
        show(period);
      },
      { signal: listening.signal },
    );
  if (chosen) show(chosen);
  return { destroy: () => listening.abort() };
}
