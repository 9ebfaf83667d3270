// The demo tones (site/audio.ts) as WAV files: 8 kHz, 16-bit, mono (a few tens of kilobytes each),
// made on first request and kept in memory.
import { DEMO_TONES } from '../../site/audio.ts';
import { sineTone } from './tone.ts';
import { encodeWav } from './wav.ts';

export const DEMO_SAMPLE_RATE = 8000;

const made = new Map<string, Buffer>();

/** A demo tone's WAV bytes by file name, or null for a name that is not one. */
export function demoAudio(name: string): Buffer | null {
  const tone = DEMO_TONES.find((t) => t.name === name);
  if (!tone) return null;
  let wav = made.get(name);
  if (!wav) {
    wav = encodeWav(sineTone({ frequency: tone.frequency, seconds: tone.seconds, sampleRate: DEMO_SAMPLE_RATE }), DEMO_SAMPLE_RATE);
    made.set(name, wav);
  }
  return wav;
}
