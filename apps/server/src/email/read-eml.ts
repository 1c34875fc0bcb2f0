// A small reader for the messages this server writes (nodemailer output): headers, and the decoded
// text and HTML parts. Tests use it to follow the links in delivered and outbox messages.

export type ParsedEmail = {
  headers: Map<string, string>;
  text: string | null;
  html: string | null;
};

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/%/g, '%25')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    }
    default:
      return body;
  }
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export function readEml(raw: string): ParsedEmail {
  const { headers, body } = splitHeaders(raw);
  for (const name of ['subject', 'to', 'from']) {
    const value = headers.get(name);
    if (value !== undefined) headers.set(name, decodeHeaderWords(value));
  }
  const parsed: ParsedEmail = { headers, text: null, html: null };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const contentType = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const part = splitHeaders(section.replace(/^\n/, ''));
        visit(part.headers, part.body.replace(/\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (contentType.toLowerCase().startsWith('text/html')) parsed.html ??= decoded;
    else if (contentType.toLowerCase().startsWith('text/plain')) parsed.text ??= decoded;
  };
  visit(headers, body);
  return parsed;
}
