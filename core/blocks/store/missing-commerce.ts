// The store's code that cannot be fetched (a lost network, a stale deploy) is a warning, not an error:
// every store page works as the server sent it, its forms posting without JavaScript.
import { commerceStrings } from '../../catalog/strings/commerce.ts';

/** Says the missing commerce code in the console, and stands in for the part that did not start. */
export const missingCommerce = (error: unknown): { destroy(): void } => {
  console.warn(commerceStrings.missing, error);
  return { destroy() {} };
};
