// Load and upload (the font strings are fonts.ts's); Upload and file.
export const uploadStrings = {
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  fileTypeUnsupported: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  unableToLoadTryAgain: 'Unable to load. Try again.',
  unableToLoadCollections: 'Unable to load collections',
  unableToLocateContent: 'Unable to locate content',
  processingIncomplete: 'File processing failed to complete',
  uploadIncomplete: 'File upload failed to complete',
  processingFailed: 'File processing failed',
  processingCancelled: 'File processing cancelled',
  noJobResponseData: 'No response data from job request',
  errorUploading: 'Error uploading',
  renameProblem: 'There was a problem while renaming your file.',
  uploadProblem: 'There was a problem while uploading your file.',
  timezoneLoadFailed: 'Failed to load timezone "{timeZone}". Retry connection or verify site availability.',
  codeEditingUnavailableOnAndroid: 'Code editing is not available on Android.',
  noMailingLists: "You don't have any mailing lists. Please create one before continuing",
} as const;
