import { describe, expect, it } from 'vitest';
import { fixtureFile } from '../../test/fixture-files.ts';
import { isMpegAudio } from './mpeg-audio.ts';

const fixture = fixtureFile('song.mp3');

/** An ID3v2.3 tag of `size` bytes of (zero) content, with the syncsafe size. */
function id3Tag(size: number): Buffer {
  const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe]), Buffer.alloc(size)]);
}

// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz.
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);

describe('isMpegAudio', () => {
  it('recognises the MP3 fixture (an ID3v2 tag followed by MPEG frames)', () => {
    expect(isMpegAudio(fixture)).toBe(true);
  });

  it('recognises a bare frame sync at the start, and an ID3 tag of any size before it', () => {
    expect(isMpegAudio(FRAME_HEADER)).toBe(true);
    expect(isMpegAudio(Buffer.concat([id3Tag(300), FRAME_HEADER]))).toBe(true);
  });

  it('refuses an ID3 tag that is not followed by audio, and a frame after the wrong offset', () => {
    expect(isMpegAudio(id3Tag(300))).toBe(false);
    expect(isMpegAudio(Buffer.concat([id3Tag(300), Buffer.from('x'), FRAME_HEADER]))).toBe(false);
  });

  it('refuses text, PNG, AAC (ADTS) and headers with reserved values', () => {
    expect(isMpegAudio(Buffer.from('ID3 is the name of my playlist'))).toBe(false);
    expect(isMpegAudio(Buffer.from('hola\n'))).toBe(false);
    expect(isMpegAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(isMpegAudio(Buffer.from([0xff, 0xf1, 0x50, 0x80]))).toBe(false); // ADTS: layer 00
    expect(isMpegAudio(Buffer.from([0xff, 0xfb, 0xf0, 0x64]))).toBe(false); // bitrate 1111
    expect(isMpegAudio(Buffer.from([0xff, 0xfb, 0x9c, 0x64]))).toBe(false); // sample rate 11
    expect(isMpegAudio(Buffer.alloc(0))).toBe(false);
  });
});
