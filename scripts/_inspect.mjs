import { rollup } from 'rollup';
import config from '../rollup.config.mjs';
const c = config[Number(process.argv[2] ?? 0)];
c.plugins = c.plugins.filter((p) => p.name !== 'vitrine-forbid-react' && p.name !== 'terser');
const bundle = await rollup(c);
const { output } = await bundle.generate({ ...c.output[0], plugins: [] });
for (const chunk of output.filter((o) => o.type === 'chunk')) {
  if (process.argv[3] && !chunk.fileName.includes(process.argv[3])) continue;
  console.log(chunk.fileName, 'imports:', chunk.imports.join(','));
  console.log('   ', Object.keys(chunk.modules).map((m) => m.replace(/.*\/work\/main\//, '')).join('\n    '));
}
