// issue 2: the build fails if a core/ or tracking/ bundle contains React (or preact).
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/;

export function forbidReact({ entries, folders }) {
  return {
    name: 'vitrine-forbid-react',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hasReact = (chunk) => Object.keys(chunk.modules).some((id) => REACT.test(id));
      // The static closure of an entry is what loads with it; none of it may hold React.
      for (const entry of chunks.filter((chunk) => chunk.isEntry && entries.includes(chunk.name))) {
        const seen = new Set();
        const visit = (chunk) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          if (hasReact(chunk)) this.error(`React found in ${chunk.fileName}, loaded statically by the ${entry.name} entry.`);
          for (const file of chunk.imports) visit(byName.get(file));
        };
        visit(entry);
      }
      // A chunk built from core/ or tracking/ code may not carry React either.
      for (const chunk of chunks) {
        const own = Object.keys(chunk.modules).find((id) => folders.some((folder) => id.replaceAll('\\', '/').includes(folder)));
        if (own && hasReact(chunk)) this.error(`React found in ${chunk.fileName}, a chunk that holds ${own}.`);
      }
    },
  };
}
