// media.md 9: Dialogs, default button labels; media.md 4: the alert's button.
export const dialogStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  reject: 'Reject',
  okay: 'Okay',
} as const;
