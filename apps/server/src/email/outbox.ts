import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEml } from './read-eml.ts';

// Reading back what the outbox driver wrote: tests and local tooling follow the links from here.

export type OutboxMessage = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the plain text, if any. */
  link: string | null;
};

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Every message in `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const parsed = readEml(await readFile(file, 'utf8'));
      const text = parsed.text ?? '';
      return {
        file,
        to: parsed.headers.get('to') ?? '',
        subject: parsed.headers.get('subject') ?? '',
        text,
        html: parsed.html ?? '',
        link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
      };
    }),
  );
}
