// A backup archive is a plain POSIX tar (ustar), readable by `tar -tf` anywhere: written entry by
// entry (a file's bytes go through as a stream, never whole in memory) and read back by position
// from the file, so restoring streams too.
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/** The archive is not a tar this code wrote (or it was cut short). */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  // ustar: a longer path is split at a slash into a prefix (155 bytes) and a name (100 bytes).
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) {
      return { name: rest, prefix };
    }
  }
  throw new ArchiveError(`The path ${JSON.stringify(name)} is too long for the archive.`);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(path: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(path);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** Writes entries one after the other into an open file. */
export class TarWriter {
  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx'));
  }

  /** An entry from bytes in memory (the manifest, an index). */
  async add(path: string, bytes: Buffer, mtime = new Date()): Promise<void> {
    await this.handle.write(tarHeader(path, bytes.length, mtime));
    await this.handle.write(bytes);
    await this.pad(bytes.length);
  }

  /**
   * An entry of `size` bytes read from `body` as it comes; `onChunk` sees each chunk (a running
   * checksum). A body that ends early or runs long is an error: the header already said the size.
   */
  async addStream(
    path: string,
    size: number,
    body: AsyncIterable<Buffer>,
    onChunk: (chunk: Buffer) => void,
    mtime = new Date(),
  ): Promise<void> {
    await this.handle.write(tarHeader(path, size, mtime));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) break;
      onChunk(chunk);
      await this.handle.write(chunk);
    }
    if (written !== size) {
      throw new ArchiveError(`${path} changed while it was read (${written} bytes, not ${size}).`);
    }
    await this.pad(size);
  }

  /** Ends the archive (two zero blocks), flushed to disk. */
  async finish(): Promise<void> {
    await this.handle.write(ZEROS);
    await this.handle.sync();
    await this.handle.close();
  }

  async abandon(): Promise<void> {
    await this.handle.close().catch(() => {});
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest !== 0) await this.handle.write(ZEROS.subarray(0, BLOCK - rest));
  }
}

export type TarEntry = Readonly<{
  path: string;
  size: number;
  /** The entry's bytes, streamed from the archive file. */
  open(): Readable;
  read(): Promise<Buffer>;
}>;

function field(header: Buffer, start: number, length: number): string {
  const end = header.indexOf(0, start);
  return header.toString('utf8', start, end === -1 || end > start + length ? start + length : end);
}

/** The archive's entries in order, each opened from the file when asked. */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(header, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new ArchiveError('The archive ends in the middle of an entry.');
      if (header.every((byte) => byte === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
      if (Number.parseInt(field(header, 148, 8).trim(), 8) !== sum) {
        throw new ArchiveError('The archive is damaged (a header checksum does not match).');
      }
      const name = field(header, 0, 100);
      const prefix = field(header, 345, 155);
      const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = field(header, 156, 1);
      const start = position + BLOCK;
      if (start + size > fileSize) throw new ArchiveError('The archive was cut short.');
      position = start + Math.ceil(size / BLOCK) * BLOCK;
      if (type !== '0' && type !== '') continue; // directories, pax headers: nothing to restore
      const open = (): Readable =>
        size === 0 ? Readable.from([]) : createReadStream(file, { start, end: start + size - 1 });
      yield {
        path: prefix === '' ? name : `${prefix}/${name}`,
        size,
        open,
        async read() {
          const chunks: Buffer[] = [];
          for await (const chunk of open()) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
      };
    }
  } finally {
    await handle.close();
  }
}
