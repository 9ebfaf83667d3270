// The demo site's sounds: short sine tones the server generates itself (server/audio/), so the audio
// block plays real files with no internet and nothing binary in the repository.
export interface DemoTone {
  /** The file's name under AUDIO_PATH: a plain .wav name. */
  name: string;
  /** Hertz. */
  frequency: number;
  seconds: number;
}

export const AUDIO_PATH = '/audio/';

export const DEMO_TONES: readonly DemoTone[] = [
  { name: 'morning-a.wav', frequency: 440, seconds: 3 },
  { name: 'harbour-c.wav', frequency: 523.25, seconds: 4 },
  { name: 'dunes-e.wav', frequency: 659.25, seconds: 2 },
  { name: 'pines-g.wav', frequency: 392, seconds: 5 },
];

/** A demo tone's address. */
export const audioPath = (name: string): string => `${AUDIO_PATH}${name}`;
