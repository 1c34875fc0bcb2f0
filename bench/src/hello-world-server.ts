// The control of the guest-path benchmark: a bare Fastify server answering a small JSON, the most any
// route of this stack can do on this machine. Run by Node itself (type stripping), its port as the
// first argument.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
