// The demo's generated audio (server/audio/): a RIFF WAVE file of 16-bit PCM mono at 8 kHz, its header
// and length read back field by field, and the /audio/<name>.wav route (whole, ranges, HEAD, 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TONES } from '../../../site/audio.ts';
import { demoAudio } from '../../../server/audio/demo.ts';
import { sineTone } from '../../../server/audio/tone.ts';
import { encodeWav } from '../../../server/audio/wav.ts';
import { startApp, type TestApp } from './harness.ts';

/** The canonical header's fields, read back. */
const header = (wav: Buffer) => ({
  riff: wav.toString('ascii', 0, 4),
  riffSize: wav.readUInt32LE(4),
  wave: wav.toString('ascii', 8, 12),
  fmt: wav.toString('ascii', 12, 16),
  fmtSize: wav.readUInt32LE(16),
  format: wav.readUInt16LE(20),
  channels: wav.readUInt16LE(22),
  sampleRate: wav.readUInt32LE(24),
  byteRate: wav.readUInt32LE(28),
  blockAlign: wav.readUInt16LE(32),
  bitsPerSample: wav.readUInt16LE(34),
  data: wav.toString('ascii', 36, 40),
  dataSize: wav.readUInt32LE(40),
});

describe('encodeWav', () => {
  it('writes the canonical 44-byte header, then the samples little-endian', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 32767, -32768]), 8000);
    expect(wav.length).toBe(44 + 10);
    expect(header(wav)).toEqual({
      riff: 'RIFF',
      riffSize: 36 + 10,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 8000,
      byteRate: 16000,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataSize: 10,
    });
    expect([0, 1, 2, 3, 4].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([0, 1, -1, 32767, -32768]);
  });
});

describe('sineTone', () => {
  const tone = sineTone({ frequency: 440, seconds: 1, sampleRate: 8000, amplitude: 0.5 });

  it('has seconds × rate samples, silent at both ends and as loud as asked in between', () => {
    expect(tone.length).toBe(8000);
    expect(tone[0]).toBe(0);
    expect(tone[tone.length - 1]).toBe(0);
    const peak = Math.max(...tone.slice(1000, 7000).map(Math.abs));
    expect(peak).toBeGreaterThan(0.49 * 32767);
    expect(peak).toBeLessThanOrEqual(Math.ceil(0.5 * 32767));
  });

  it('crosses zero upwards once a cycle: 440 times in a second', () => {
    let crossings = 0;
    for (let i = 1; i < tone.length; i++) if ((tone[i - 1] as number) < 0 && (tone[i] as number) >= 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(439);
    expect(crossings).toBeLessThanOrEqual(440);
  });
});

describe('the demo tones', () => {
  it.each(DEMO_TONES.map((tone) => [tone.name, tone.seconds]))('%s is a mono 16-bit 8 kHz WAV of %i s', (name, seconds) => {
    const wav = demoAudio(name)!;
    expect(header(wav)).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16, dataSize: seconds * 8000 * 2 });
    expect(wav.length).toBe(44 + seconds * 8000 * 2);
    expect(header(wav).riffSize).toBe(wav.length - 8);
  });

  it.each(['nope.wav', '../package.json', '', 'morning-a.WAV'])('%j is no demo tone', (name) => {
    expect(demoAudio(name)).toBeNull();
  });
});

describe('GET /audio/<name>.wav', () => {
  let app: TestApp;
  const name = DEMO_TONES[0]!.name;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('serves the whole file as audio/wav, saying it takes ranges', async () => {
    const response = await fetch(`${app.base}/audio/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(demoAudio(name)!)).toBe(true);
  });

  it('serves a range as 206 with its Content-Range', async () => {
    const size = demoAudio(name)!.length;
    const response = await fetch(`${app.base}/audio/${name}`, { headers: { Range: 'bytes=0-43' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-43/${size}`);
    expect(Buffer.from(await response.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');
    const open = await fetch(`${app.base}/audio/${name}`, { headers: { Range: 'bytes=100-' } });
    expect([open.status, open.headers.get('content-range'), (await open.arrayBuffer()).byteLength]).toEqual([206, `bytes 100-${size - 1}/${size}`, size - 100]);
  });

  it('a range past the end is 416', async () => {
    const size = demoAudio(name)!.length;
    const response = await fetch(`${app.base}/audio/${name}`, { headers: { Range: `bytes=${size}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('HEAD gives the length and no body', async () => {
    const response = await fetch(`${app.base}/audio/${name}`, { method: 'HEAD' });
    expect([response.status, response.headers.get('content-length')]).toEqual([200, String(demoAudio(name)!.length)]);
  });

  it.each(['/audio/nope.wav', '/audio/', '/audio/..%2Fpackage.json'])('%s is the 404 page', async (path) => {
    const response = await fetch(`${app.base}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
