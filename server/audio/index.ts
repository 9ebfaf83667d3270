// Public surface of the demo audio: generated tones as WAV files, served at /audio/<name>.wav.
export { AUDIO_PATH, DEMO_TONES } from '../../site/audio.ts';
export { DEMO_SAMPLE_RATE, demoAudio } from './demo.ts';
export { sendWav } from './reply.ts';
export { sineTone } from './tone.ts';
export { WAV_HEADER_BYTES, encodeWav } from './wav.ts';
