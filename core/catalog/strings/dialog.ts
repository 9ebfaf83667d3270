// Dialogs, default button labels; The alert's button.
export const dialogStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  reject: 'Reject',
  okay: 'Okay',
} as const;
