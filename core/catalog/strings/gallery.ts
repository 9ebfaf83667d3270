// Gallery
import { galleryEntryStrings } from './gallery-entry.ts';

export { galleryEntryStrings };

export const galleryStrings = {
  ...galleryEntryStrings,
  evaluateFailed: 'Error evaluating gallery block data.',
  unknownDesign: 'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
  // The spec writes the name as "..."; {name} stands in for it.
  unknownTransition: 'Could not find transition named {name}.',
} as const;
