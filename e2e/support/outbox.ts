// Reads the emails the API wrote to its outbox folder (the embedded email driver), as a person would
// open them in their mail program, and returns the link they carry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function messagesTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')))
    .filter((message) => message.toLowerCase().includes(email.toLowerCase()));
}

/** The newest link of the given kind sent to `email`, waiting for the message to arrive. */
export async function linkFromOutbox(
  email: string,
  kind: 'verificacion' | 'restablecer-password',
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${kind}/[A-Za-z0-9_-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = messagesTo(email).flatMap((message) => message.match(pattern) ?? []);
        link = links.at(-1);
        return link;
      },
      { message: `an email to ${email} with a /${kind}/ link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Waits until `count` emails have reached `email`. */
export async function expectEmails(email: string, count: number): Promise<void> {
  await expect
    .poll(() => messagesTo(email).length, { message: `${count} emails to ${email}` })
    .toBe(count);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
