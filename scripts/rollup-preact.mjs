// issue 7: the preact/compat build variant. react and react-dom resolve to preact/compat, so the
// performance team can see what React costs; the overlays' code is the same.
const ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function preactCompat() {
  return {
    name: 'vitrine-preact-compat',
    resolveId(source, importer, options) {
      const target = ALIASES[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
