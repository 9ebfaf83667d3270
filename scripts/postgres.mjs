// issue 23: a throwaway PostgreSQL for `npm run test:postgres` and `npm run load` on PostgreSQL.
// Debian's `postgresql` package is installed when missing (as root, as npm test does for Chromium);
// the cluster is made in a temporary folder, owned by an unprivileged user (PostgreSQL refuses to run
// as root), listens on loopback only, on a free port, and is removed by stop().
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIB = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null. */
const binFolder = () => {
  if (!existsSync(LIB)) return null;
  const versions = readdirSync(LIB)
    .filter((name) => existsSync(join(LIB, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(LIB, versions[0], 'bin') : null;
};

export function ensurePostgres() {
  const found = binFolder();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error("PostgreSQL is missing: run 'sudo apt-get update && sudo apt-get install -y postgresql', then try again.");
  }
  console.log("Installing Debian's postgresql (first run on this machine)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq postgresql > /dev/null', { stdio: 'inherit', env, shell: '/bin/bash' });
  const installed = binFolder();
  if (!installed) throw new Error(`apt-get finished but no initdb is under ${LIB}; install PostgreSQL by hand.`);
  return installed;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The user the cluster runs as: the package's `postgres` when we are root, else ourselves. */
const runAs = () => (process.getuid?.() === 0 ? 'postgres' : null);

const run = (bin, args, user) => {
  const [command, argv] = user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
};

/**
 * Starts a throwaway cluster; resolves to { url, stop() }. The database is `vitrine`, the user
 * `vitrine` (trust on loopback: nothing but this machine reaches it, and it lives for one run).
 */
export async function startPostgres({ log = console.log } = {}) {
  const bin = ensurePostgres();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (user) execFileSync('chown', [user, dir]);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'vitrine', '--auth=trust', '-E', 'UTF8', '--no-instructions'], user);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'], user);
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'vitrine', 'vitrine'], user);
  const url = `postgres://vitrine@127.0.0.1:${port}/vitrine`;
  log(`PostgreSQL ${bin.split('/').at(-2)} on ${url} (throwaway, in ${dir})`);
  let stopped = false;
  return {
    url,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// `node scripts/postgres.mjs`: a cluster for working by hand; prints its URL and stops on Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startPostgres();
  console.log(`VITRINE_DATABASE_URL=${cluster.url}`);
  const stop = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
