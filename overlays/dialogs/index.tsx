// Opens a confirmation widget in the overlay layer; resolves with how it was hidden.
import { mount, addStyle } from '../layer/index.ts';
import { Dialog } from './dialog.tsx';
import { DIALOG_CSS } from './style.ts';
import type { DialogOptions, DialogResult } from './state.ts';

export { alertOptions, infoOptions } from './state.ts';
export type { DialogOptions, DialogResult } from './state.ts';

let open = 0;

export function openDialog(document: Document, options: DialogOptions): Promise<DialogResult> {
  addStyle(document, 'vt-dialog-css', DIALOG_CSS);
  return new Promise((resolve) => {
    const mounted = mount(
      document,
      <Dialog
        options={options}
        depth={open++}
        onHidden={(result) => {
          open--;
          // Destroyed on hide by default; otherwise it stays in the page, hidden.
          if (options.destroyOnHide !== false) mounted.remove();
          resolve(result);
        }}
      />,
    );
  });
}
