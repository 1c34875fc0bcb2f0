// The ceiling of the guest-path benchmark: a bare Fastify server answering, from memory, the very
// bytes (status, headers, compressed body) the real servers answered for the same paths, so that a
// route's rate can be read as a share of the most this machine and this load generator can do with
// that answer. Run by Node itself (type stripping): its port and a JSON file of the answers
// ({ [path]: { status, headers, body (base64) } }) as arguments.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type Answer = { status: number; headers: Record<string, string>; body: string };

const answers = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.argv[3] ?? '', 'utf8')) as Record<string, Answer>,
  ).map(([path, answer]) => [path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }]),
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return reply.code(404).send('not kept');
  return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
