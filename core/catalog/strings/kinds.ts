// not in the spec: Vitrine's own wording. Only the registry's second level (core/blocks/kinds.ts) says
// this: boot sends it every type the runtime entry's registry does not name.
export const kindsStrings = {
  kindUnknown: '[Vitrine] No module for block type {type} ({id}).',
} as const;
