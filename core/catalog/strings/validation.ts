// Interface strings, validation; Messages.
export const validationStrings = {
  enterValidEmail: 'Please enter a valid email',
  emailsMustBeFormatted: 'Emails must be formatted as {email}',
  // The spec gives the same placeholder twice, so `format` fills both with one value.
  linksMustBeFormatted: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  notAnExpectedOption: '{val} is not one of the expected options',
  enterFileName: 'Please enter a file name',
  listMustBeSelected: 'A List must be selected',
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  rowsMissingData: 'One or more rows was missing data',
  tagExists: 'This {tagType} already exists',
  editOneTagAtATime: 'You may only edit one {tagType} at a time',
} as const;
