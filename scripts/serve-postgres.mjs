// `npm run serve:postgres` (issue 23): the demo server on PostgreSQL. With VITRINE_DATABASE_URL set
// it serves against that database (run it again with another PORT for a second process on the same
// database); without it, it starts a throwaway PostgreSQL (scripts/postgres.mjs) that is removed,
// with everything in it, when the server stops. Builds first when there is no build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPostgres } from './postgres.mjs';

if (!existsSync('dist/server/start.js') && spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const given = process.env.VITRINE_DATABASE_URL;
const cluster = given ? null : await startPostgres();
if (cluster) console.log('No VITRINE_DATABASE_URL: serving on a throwaway PostgreSQL, removed when the server stops.');
const server = spawn(process.execPath, ['dist/server/start.js'], { stdio: 'inherit', env: { ...process.env, VITRINE_DATABASE_URL: given ?? cluster.url } });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  cluster?.stop();
  process.exit(code ?? 0);
});
