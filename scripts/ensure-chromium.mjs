// npm test needs Debian's Chromium: install it when missing (as root), or say in one line how to.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!root || !hasApt) {
    console.error(`Chromium is missing at ${CHROMIUM}: run 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium (first run on this machine)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium > /dev/null', { stdio: 'inherit', env, shell: '/bin/bash' });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing; install Chromium by hand or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
