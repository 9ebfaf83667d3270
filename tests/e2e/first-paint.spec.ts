import { expect, test } from './test.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

// Issue 34, item 5: the head holds the first paint until the first screen's blocks are parsed (the
// `<template id="first-screen">` mark), not until the whole page is. A proxy in front of the test
// server sends the home page in three parts, each when the test says: up to the mark, up to the
// footer, and the rest. What the browser paints is read from its own paint timing.

const MARK = '<template id="first-screen">';

interface HeldPage {
  url: string;
  /** Sends the next part of the page. */
  release: () => void;
  close: () => Promise<void>;
}

/** Serves `path` from `origin` in parts cut before each of `cuts`, one part per `release()`; every other request is passed through. */
async function holdPage(origin: string, path: string, cuts: string[]): Promise<HeldPage> {
  const waiting: (() => void)[] = [];
  let released = 0;
  const release = () => {
    released += 1;
    waiting.splice(0).forEach((wake) => wake());
  };
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url, { headers: { accept: request.headers.accept ?? '*/*', cookie: request.headers.cookie ?? '' } });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, headers);
    if (request.url !== path) {
      response.end(body);
      return;
    }
    const html = body.toString();
    const at = cuts.map((cut) => html.indexOf(cut));
    expect(at.every((index) => index > 0)).toBe(true);
    const bounds = [0, ...at, html.length];
    const parts = bounds.slice(1).map((end, i) => html.slice(bounds[i], end));
    for (const [i, part] of parts.entries()) {
      while (released < i) await new Promise<void>((wake) => waiting.push(wake));
      response.write(part);
    }
    response.end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

const painted = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test('the first paint waits for the first screen, not for the rest of the page', async ({ page, baseURL }) => {
  const held = await holdPage(baseURL!, '/', [MARK, '<footer']);
  try {
    await page.goto(held.url, { waitUntil: 'commit' });
    // The head and the blocks above the mark: the page is parsed that far, and nothing is painted.
    await expect.poll(() => page.evaluate(() => document.getElementById('block-hero-image') !== null)).toBe(true);
    await page.waitForTimeout(1500);
    expect(await painted(page)).toBe(false);
    // The mark, and what follows it up to the footer: the page paints while its footer has not arrived.
    held.release();
    await expect.poll(() => painted(page), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.querySelector('footer'))).toBeNull();
    await expect(page.locator('h1')).toBeVisible();
    held.release();
    await expect(page.locator('footer')).toBeAttached();
  } finally {
    held.release();
    held.release();
    await held.close();
  }
});
