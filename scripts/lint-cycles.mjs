// npm run lint: no import cycle between files, type imports included. Biome's noImportCycles skips
// `import type`, and madge cannot run here: its TypeScript reader needs the JavaScript compiler API of
// TypeScript 5, which TypeScript 7 (this project's) no longer has. So this walks lint-folders' graph.
// Usage: node scripts/lint-cycles.mjs [root]   (root defaults to the working directory)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importGraph } from './lint-folders.mjs';

/** Each knot of files that import one another: one loop through it (its first file repeated at the end) and all its files; [] when none. */
export function findCycles(graph) {
  // Tarjan's strongly connected components: every cycle lies inside one component of two or more files
  // (or one file that imports itself); one shortest loop through its first file names it.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const targets = (file) => (graph.get(file) ?? []).map((edge) => edge.target).filter((target) => graph.has(target));
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of targets(file)) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || targets(file).includes(file)) components.push(new Set(component));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((component) => {
    const files = [...component].sort();
    return { loop: loopThrough(files[0], component, targets), files };
  });
}

// Breadth first from start back to start, inside the component.
function loopThrough(start, component, targets) {
  const from = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of targets(file)) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = from.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!from.has(target)) {
        from.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cycles = findCycles(importGraph(resolve(process.argv[2] ?? '.')));
  for (const { loop, files } of cycles) console.error(`lint/cycles  ${loop.join(' -> ')}  (the knot holds ${files.length} files: ${files.join(', ')})`);
  if (cycles.length) console.error(`lint-cycles: ${cycles.length} import cycle(s).`);
  else console.log('lint-cycles: ok.');
  process.exit(cycles.length ? 1 : 0);
}
