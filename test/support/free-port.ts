import { createServer } from 'node:net';

/**
 * Below Linux's ephemeral range (32768-60999), from which the kernel also picks the local ports of outgoing
 * connections: a port found free there could be taken by a database connection before the app listens on it.
 */
const LOWEST = 20_000;
const HIGHEST = 32_767;

/** Ports this process has handed out: two apps of one file never get the same. */
const handedOut = new Set<number>();

/** A TCP port on loopback that nothing listens on right now (tried at random below the ephemeral range). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port found between ${LOWEST} and ${HIGHEST}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
