// MPEG audio (MP3) recognised by its bytes: an optional ID3v2 tag, then an MPEG audio frame header.

const ID3_HEADER_BYTES = 10;

/** Where the audio starts: after an ID3v2 tag (and its footer), else 0. */
function audioOffset(bytes: Uint8Array): number {
  const isId3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33; // "ID3"
  if (!isId3 || bytes.length < ID3_HEADER_BYTES) return 0;
  const flags = bytes[5] ?? 0;
  // The tag size is "syncsafe": four 7-bit bytes.
  const size = [6, 7, 8, 9].reduce(
    (total, index) => (total << 7) | ((bytes[index] ?? 0) & 0x7f),
    0,
  );
  const hasFooter = (flags & 0x10) !== 0;
  return ID3_HEADER_BYTES + size + (hasFooter ? ID3_HEADER_BYTES : 0);
}

/**
 * A valid frame header at `offset`: 11 sync bits, then no reserved version, layer, bitrate or
 * sample rate (which also tells MP3 from AAC's ADTS, whose layer bits are 00).
 */
function isFrameHeader(bytes: Uint8Array, offset: number): boolean {
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  const hasSync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return hasSync && version !== 0b01 && layer !== 0b00 && bitrate !== 0x0f && sampleRate !== 0b11;
}

export function isMpegAudio(bytes: Uint8Array): boolean {
  return isFrameHeader(bytes, audioOffset(bytes));
}
