// A real SMTP server for the end-to-end run: the API sends every email to it over SMTP, as it would to
// a provider, and the tests read what arrived over HTTP (GET /messages), parsed by mailparser as a
// mail program would show it.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { e2ePorts } from './ports.ts';

export type ReceivedEmail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

const received: ReceivedEmail[] = [];

const smtp = new SMTPServer({
  // smtp-server's bundled certificate has expired: no STARTTLS on this loopback server.
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries(
            mail.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]),
          ),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

smtp.listen(e2ePorts.smtp, '127.0.0.1');

createServer((request, response) => {
  if (request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
}).listen(e2ePorts.mailbox, '127.0.0.1');
