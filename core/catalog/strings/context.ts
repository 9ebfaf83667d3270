// not in the spec: Vitrine's own wording. Apart from runtime.ts, which the runtime entry carries: only
// the context check's chunk (core/context/schema.ts) says this.
export const contextStrings = {
  siteContextMismatch: '[Vitrine] #site-context does not match the expected shape; using safe defaults for: {fields}.',
} as const;
