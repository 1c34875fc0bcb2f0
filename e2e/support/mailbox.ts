// Reads the emails the API sent to the run's SMTP server (support/mail-server.ts), as a person would
// open them in their mail program, and the links they carry.
import { expect } from '@playwright/test';
import type { ReceivedEmail } from './mail-server.ts';
import { e2ePorts } from './ports.ts';
import { uniqueSuffix } from './unique.ts';

export async function emailsTo(email: string): Promise<ReceivedEmail[]> {
  const response = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages`);
  const all = (await response.json()) as ReceivedEmail[];
  return all.filter((message) => message.to.includes(email.toLowerCase()));
}

/** The newest link of the given kind sent to `email`, waiting for the message to arrive. */
export async function linkFromMailbox(
  email: string,
  kind: 'verificacion' | 'restablecer-password',
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${kind}/[A-Za-z0-9_-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await emailsTo(email)).flatMap(
          (message) => message.text.match(pattern) ?? [],
        );
        link = links.at(-1);
        return link;
      },
      { message: `an email to ${email} with a /${kind}/ link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Waits until `count` emails have reached `email`. */
export async function expectEmails(email: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await emailsTo(email)).length, { message: `${count} emails to ${email}` })
    .toBe(count);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueSuffix()}@example.com`;
}
