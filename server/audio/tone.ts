// A sine tone as 16-bit samples, faded in and out over a few milliseconds so it starts and ends
// without a click. Pure.
export interface ToneOptions {
  frequency: number;
  seconds: number;
  sampleRate: number;
  /** 0 to 1 of full scale. */
  amplitude?: number;
  fadeSeconds?: number;
}

export function sineTone({ frequency, seconds, sampleRate, amplitude = 0.3, fadeSeconds = 0.02 }: ToneOptions): Int16Array {
  const length = Math.round(seconds * sampleRate);
  const fade = Math.max(1, Math.round(fadeSeconds * sampleRate));
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
    samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * amplitude * envelope * 32767);
  }
  return samples;
}
