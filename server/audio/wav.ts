// A RIFF WAVE file of 16-bit PCM samples: the 44-byte header of the canonical format, then the samples
// little-endian. Pure: the same samples give the same bytes.
export const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const wav = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(WAV_HEADER_BYTES - 8 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // the fmt chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * BYTES_PER_SAMPLE, 28); // bytes a second
  wav.writeUInt16LE(channels * BYTES_PER_SAMPLE, 32); // bytes a frame
  wav.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i] as number, WAV_HEADER_BYTES + i * BYTES_PER_SAMPLE);
  return wav;
}
