// Public surface of the demo audio: generated tones as WAV files, served at /audio/<name>.wav.
export { AUDIO_PATH } from '../../site/audio.ts';
export { demoAudio } from './demo.ts';
export { sendWav } from './reply.ts';
