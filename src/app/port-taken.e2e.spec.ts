import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp } from '../../test/support/start-app';

let holder: Server;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

// Its projections and workers start before it listens: they must stop with it, or closing its database waits on
// their connections for ever and the start never answers.
it('refuses to start on a port another program holds, with the error, instead of hanging', async () => {
  const { port } = holder.address() as AddressInfo;
  await expect(startTestApp({ PORT: String(port), HOST: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
}, 30_000);
