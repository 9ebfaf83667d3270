import { test } from 'vitest';
import { openDatabase } from '../../../../server/db/index.ts';
import { readFileSync, writeFileSync, rmSync, statSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
test('trunc', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vt-'));
  const f = join(dir, 'a.db');
  const { db } = openDatabase(f);
  const ins = db.prepare('INSERT INTO events (kind, payload, created_at) VALUES (?, ?, ?)');
  for (let i = 0; i < 3000; i++) ins.run('k', 'x'.repeat(200), i);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const bytes = readFileSync(f);
  console.log('size', bytes.length);
  for (const frac of [0.5, 0.9, 0.1]) {
    const g = join(dir, `t${frac}.db`);
    writeFileSync(g, bytes.subarray(0, Math.floor(bytes.length * frac)));
    try { const r = openDatabase(g); console.log(frac, 'opened', r.version); r.db.close(); } catch (e) { console.log(frac, (e as Error).name, (e as Error).message); }
  }
  const h = join(dir, 'r.db');
  writeFileSync(h, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) & 255)));
  try { openDatabase(h); } catch (e) { console.log('rand', (e as Error).name, (e as Error).message); }
  rmSync(dir, { recursive: true });
});
