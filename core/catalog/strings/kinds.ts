// not in the spec: Vitrine's own wording. Apart from runtime.ts, which the runtime entry carries: only
// the registry's second level (core/blocks/kinds.ts) says this.
export const kindsStrings = {
  kindUnknown: '[Vitrine] The second level of the block registry has no module for block type {type} ({id}).',
} as const;
