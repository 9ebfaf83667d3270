// throwaway: screenshots of the dashboard on the bench's year of traffic
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
const PORT = 4391;
const env = { ...process.env, PORT: String(PORT), VITRINE_DATA_DIR: '/tmp/shots-data', VITRINE_OWNER_PASSWORD: 'shots-Password-1234', VITRINE_WORKERS: '1' };
const server = spawn('node', ['dist/server/start.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 600; i++) { try { if ((await fetch(base + '/')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch();
try {
  for (const [name, viewport, search] of [['desktop-30d', { width: 1280, height: 900 }, '?period=30d'], ['phone-12mo', { width: 412, height: 915 }, '?period=12mo'], ['desktop-filter', { width: 1280, height: 900 }, '?period=30d&country=US&device=phone']]) {
    const page = await browser.newPage({ viewport });
    const errors = []; page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(base + '/config/login');
    await page.getByLabel('Email', { exact: true }).fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('shots-Password-1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/config/');
    const t = Date.now();
    await page.goto(base + '/config/analytics' + search);
    console.log(name, 'loaded in', Date.now() - t, 'ms; console errors', errors.length, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
    await page.screenshot({ path: `/tmp/shot-${name}-full.png`, fullPage: true });
    await page.close();
  }
} finally { await browser.close(); server.kill('SIGTERM'); }
