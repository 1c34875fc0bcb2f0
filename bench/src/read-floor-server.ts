// The floor of the guest-path benchmark's API row: the same-bytes ceiling (same-bytes-server.ts)
// that first reads the guest of the request's code, as any personal page must, in one prepared
// statement through `pg` with the API's pool size (DATABASE_POOL_MAX's default, 10). What this
// process and its PostgreSQL backends spend a request is what one round trip to the database costs
// on this machine, with nothing of the product around it; the API's GET cannot be cheaper than it.
// Run by Node itself (type stripping): its port, the answers' JSON file, the database URL, the slug.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Answer = { status: number; headers: Record<string, string>; body: string };

const [port, answersFile, databaseUrl, slug] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile ?? '', 'utf8')) as Record<string, Answer>).map(
    ([path, answer]) => [path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }],
  ),
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const GUEST_OF_CODE = {
  name: 'read_floor_guest',
  text: `select g.id from weddings w join guests g on g.wedding_id = w.id and g.code = $2
         where w.slug = $1`,
};

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return reply.code(404).send('not kept');
  const code = new URL(request.url, 'http://floor').searchParams.get('code');
  const { rowCount } = await pool.query({ ...GUEST_OF_CODE, values: [slug, code] });
  if (rowCount !== 1) return reply.code(404).send('no such guest');
  return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () => void Promise.all([app.close(), pool.end()]).then(() => process.exit(0)),
);
