// WAI-ARIA combobox with a listbox (the checkout's address lookup): what a key does, pure. Down and
// Up move through the options and wrap (Down opens a list that has options); Enter chooses the active
// option, and only then (else the form submits as usual); Escape closes an open list.

export type ComboboxAction = { type: 'move'; index: number } | { type: 'choose'; index: number } | { type: 'close' } | { type: 'none' };

const NONE: ComboboxAction = { type: 'none' };

export function comboboxKey(key: string, open: boolean, active: number, count: number): ComboboxAction {
  switch (key) {
    case 'ArrowDown':
      return count === 0 ? NONE : { type: 'move', index: !open || active + 1 >= count ? 0 : active + 1 };
    case 'ArrowUp':
      return count === 0 ? NONE : { type: 'move', index: !open || active <= 0 ? count - 1 : active - 1 };
    case 'Enter':
      return open && active >= 0 && active < count ? { type: 'choose', index: active } : NONE;
    case 'Escape':
      return open ? { type: 'close' } : NONE;
    default:
      return NONE;
  }
}
