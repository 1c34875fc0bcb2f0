// The zip of a couple's data download, written as it is read: data.json (every record of the
// account, table by table), the guest list's spreadsheet, and the uploaded files. Each entry is
// opened only when the zip reaches it (yazl's lazy entries), so one table, one sheet or one file is
// in flight at a time and the reply's backpressure paces the database and the storage.
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** One table of data.json: its name and its rows, read when the zip reaches it. */
export type ArchiveTable = Readonly<{
  name: string;
  rows: () => Promise<readonly Record<string, unknown>[]>;
}>;

export type AccountArchive = Readonly<{
  /** When the download was made, and what it holds, at the top of data.json. */
  about: Readonly<Record<string, unknown>>;
  tables: readonly ArchiveTable[];
  /** Spreadsheets, each written into its entry when the zip reaches it. */
  sheets: readonly Readonly<{ name: string; write: (output: Writable) => Promise<void> }>[];
  /** Stored files by key (saved under files/), each opened when the zip reaches it. */
  files: readonly string[];
  readFile: (key: string) => Promise<Readable | null>;
}>;

/** data.json, a table at a time: `{ "about": …, "<table>": [rows…], … }`, indented. */
async function* dataJson(archive: AccountArchive): AsyncGenerator<string> {
  yield `{\n  "about": ${JSON.stringify(archive.about, null, 2).replace(/\n/g, '\n  ')}`;
  for (const table of archive.tables) {
    const rows = await table.rows();
    const body = JSON.stringify(rows, null, 2).replace(/\n/g, '\n  ');
    yield `,\n  ${JSON.stringify(table.name)}: ${body}`;
  }
  yield '\n}\n';
}

/** A sheet's writer as a stream that starts writing when first read. */
function sheetStream(write: (output: Writable) => Promise<void>): Readable {
  const output = new PassThrough();
  write(output)
    .then(() => {
      if (!output.writableEnded) output.end();
    })
    .catch((error: unknown) =>
      output.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return output;
}

type Callback = (error: unknown, stream: NodeJS.ReadableStream) => void;

/** Opens an entry's stream when the zip asks for it; a failure breaks the zip. */
const lazily = (open: () => Promise<Readable>) => (callback: Callback) => {
  open().then(
    (stream) => callback(null, stream),
    (error: unknown) => callback(error, Readable.from([])),
  );
};

/** Writes the zip into `output`; rejects (and the caller breaks the reply) when any entry fails. */
export async function writeAccountArchive(
  output: Writable,
  archive: AccountArchive,
): Promise<void> {
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addReadStreamLazy(
    'data.json',
    { mtime },
    lazily(async () => Readable.from(dataJson(archive))),
  );
  for (const sheet of archive.sheets) {
    // An .xlsx is a zip already: stored as it is.
    zip.addReadStreamLazy(
      sheet.name,
      { mtime, compress: false },
      lazily(async () => sheetStream(sheet.write)),
    );
  }
  for (const key of archive.files) {
    // Photos and songs are compressed formats: stored as they are. A file deleted since the
    // listing (the couple removed a photo meanwhile) is an empty entry.
    zip.addReadStreamLazy(
      `files/${key}`,
      { mtime, compress: false },
      lazily(async () => (await archive.readFile(key)) ?? Readable.from([])),
    );
  }
  zip.end();
  const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  await Promise.race([pipeline(zip.outputStream as Readable, output), failed]);
}
