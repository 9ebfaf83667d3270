// Image warnings
export const imageStrings = {
  notAnImageElement: 'Element is not a valid image element.',
  invalidSource: 'Invalid or missing image source.',
  missingContentFitAlignment: 'Missing alignment for content-fit image.',
  noParentNode: 'Image element has no parentNode.',
} as const;
