// Confirmations. The removing-tags warning has no wording in the spec.
export const confirmationStrings = {
  deleteFileTitle: "Delete '{filename}'?",
  deleteFileMessage: "This can't be undone. Make sure to update all links to this file.",
  unsavedChanges: 'You have made changes. Do you want to save or discard them?',
  disconnectMailchimpTitle: 'Disconnect MailChimp?',
  disconnectMailchimpMessage: 'Form submissions will no longer be sent to your Mailchimp account.',
} as const;
