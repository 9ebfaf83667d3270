import { describe, expect, it } from 'vitest';
import { alertOptions, dialogButtons, infoOptions, nextState, type DialogState } from '../../../../overlays/dialogs/state.ts';
import type { ConfirmOptions } from '../../../../core/overlays/port.ts';

type DialogStyle = NonNullable<ConfirmOptions['style']>;
import { logoutStrings } from '../../../../core/catalog/strings.ts';

describe('nextState: Hidden, shown, hiding, hidden.', () => {
  it.each([
    ['hidden', 'show', 'shown'],
    ['hidden', 'hide', 'hidden'],
    ['hidden', 'hidden', 'hidden'],
    ['shown', 'show', 'shown'],
    ['shown', 'hide', 'hiding'],
    ['shown', 'hidden', 'shown'],
    ['hiding', 'show', 'hiding'],
    ['hiding', 'hide', 'hiding'],
    ['hiding', 'hidden', 'hidden'],
  ] as const)('%s, then %s -> %s', (state, event, expected) => {
    expect(nextState(state, event)).toBe(expected);
  });

  it('one full round goes hidden, shown, hiding, hidden', () => {
    const states: DialogState[] = ['hidden'];
    for (const event of ['show', 'hide', 'hidden'] as const) states.push(nextState(states.at(-1)!, event));
    expect(states).toEqual(['hidden', 'shown', 'hiding', 'hidden']);
  });
});

describe('dialogButtons: Styles: confirm-or-reject, confirm-or-cancel, confirm-only, no-buttons.', () => {
  it.each([
    [
      'confirm-or-reject',
      [
        { result: 'reject', label: 'Reject' },
        { result: 'confirm', label: 'Confirm' },
      ],
    ],
    [
      'confirm-or-cancel',
      [
        { result: 'cancel', label: 'Cancel' },
        { result: 'confirm', label: 'Confirm' },
      ],
    ],
    ['confirm-only', [{ result: 'confirm', label: 'Confirm' }]],
    ['no-buttons', []],
  ] as const)('%s -> %j', (style, buttons) => {
    expect(dialogButtons({ title: 'Delete?', style: style as DialogStyle })).toEqual(buttons);
  });

  it('with no style, confirm or cancel', () => {
    expect(dialogButtons({ title: 'Delete?' })).toEqual([
      { result: 'cancel', label: 'Cancel' },
      { result: 'confirm', label: 'Confirm' },
    ]);
  });

  it.each([
    [
      'confirm-or-reject',
      [
        { result: 'reject', label: 'No' },
        { result: 'confirm', label: 'Yes' },
      ],
    ],
    [
      'confirm-or-cancel',
      [
        { result: 'cancel', label: 'Back' },
        { result: 'confirm', label: 'Yes' },
      ],
    ],
    ['confirm-only', [{ result: 'confirm', label: 'Yes' }]],
    ['no-buttons', []],
  ] as const)('%s with its own labels -> %j', (style, buttons) => {
    expect(dialogButtons({ title: 'Delete?', style: style as DialogStyle, confirmText: 'Yes', rejectText: 'No', cancelText: 'Back' })).toEqual(buttons);
  });
});

describe('infoOptions: the information popup has no buttons, sits top-right, auto-hides after 2000 ms and then counts as confirmed; Esc is off.', () => {
  const info = infoOptions(logoutStrings.title, logoutStrings.message);

  it('the logout popup: Logout Successful, You have been successfully logged out.', () => {
    expect(info.title).toBe('Logout Successful');
    expect(info.message).toBe('You have been successfully logged out.');
  });

  it('no buttons, top-right, 2000 ms, no Escape, no overlay click', () => {
    expect(info).toMatchObject({ style: 'no-buttons', position: 'top-right', autoHide: 2000, escape: false, overlayCancels: false, role: 'dialog' });
    expect(dialogButtons(info)).toEqual([]);
  });
});

describe('alertOptions: The alert is confirm-only with the button Okay.', () => {
  const message = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

  it('confirm-only, Okay, an alertdialog', () => {
    const alert = alertOptions(message);
    expect(alert).toMatchObject({ style: 'confirm-only', confirmText: 'Okay', role: 'alertdialog' });
    expect(dialogButtons(alert)).toEqual([{ result: 'confirm', label: 'Okay' }]);
  });

  it('Esc cancels by default: the alert does not turn it off', () => {
    expect(alertOptions(message).escape).not.toBe(false);
  });

  it.each([
    ['without a title, the message names it', message, undefined, { title: message, message: undefined }],
    ['with a title, both', message, 'Checkout', { title: 'Checkout', message }],
    ['an empty title counts as none', message, '', { title: message, message: undefined }],
  ])('%s', (_name, text, title, expected) => {
    const alert = title === undefined ? alertOptions(text) : alertOptions(text, title);
    expect({ title: alert.title, message: alert.message }).toEqual(expected);
    expect(alert.title).not.toBe('');
  });
});
