// A TCP proxy for tests that put a network between the app and PostgreSQL: it forwards bytes both
// ways until told to freeze (sockets stay open, bytes are held: a database that stopped answering) or
// to go down (every socket closed, new connections refused); then it can resume or come back.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { currentEnvironment, loadConfig, type Config } from '../config/config.ts';

export type TcpProxy = {
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  /** Holds every byte, both ways, on open and new connections alike, until resume(). */
  freeze(): void;
  /** Forwards what was held and everything after. */
  resume(): void;
  /** Closes every connection and stops listening: connecting is refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
};

type Pipe = { from: Socket; to: Socket; held: Buffer[] };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isFrozen = false;
  const pipes = new Set<Pipe>();
  const sockets = new Set<Socket>();

  const forward = (from: Socket, to: Socket) => {
    const pipe: Pipe = { from, to, held: [] };
    pipes.add(pipe);
    from.on('data', (chunk: Buffer) => {
      if (isFrozen) pipe.held.push(chunk);
      else to.write(chunk);
    });
    from.on('close', () => {
      pipes.delete(pipe);
      to.destroy();
    });
  };

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {}); // a reset either side just ends the pair
    socket.on('close', () => sockets.delete(socket));
  };

  const onConnection = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  };

  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const { port } = address;

  const down = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    urlThrough(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    freeze() {
      isFrozen = true;
    },
    resume() {
      isFrozen = false;
      for (const pipe of pipes) {
        for (const chunk of pipe.held.splice(0)) pipe.to.write(chunk);
      }
    },
    down,
    async up() {
      server = createServer(onConnection);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (server.listening) await down();
      else for (const socket of sockets) socket.destroy();
    },
  };
}

/** The configuration of an app on `scratch`'s database reached through `proxy`, with these settings. */
export function configThroughProxy(
  proxy: TcpProxy,
  scratch: Config,
  env: Record<string, string> = {},
): Config {
  return loadConfig({
    ...currentEnvironment(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch.dataDir,
    JWT_SECRET: scratch.jwtSecret,
    DATABASE_URL: proxy.urlThrough(scratch.databaseUrl ?? ''),
    ...env,
  });
}
