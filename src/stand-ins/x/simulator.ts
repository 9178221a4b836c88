/**
 * The X simulator: a real HTTP server answering X's web API the way X does, for tests, benchmarks
 * and demo mode. Only the base URL differs from X for the gateway talking to it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerAdminRequest } from './admin-routes';
import { sendJson } from './http-io';
import { XSimulatorState, type XSimulatorStateOptions } from './simulator-state';
import { answerXRequest } from './x-api-routes';

export interface XSimulatorOptions extends XSimulatorStateOptions {
  port?: number;
  host?: string;
}

export interface XSimulator {
  url: string;
  port: number;
  /** State and controls: clock, limits, faults, recorded DMs, accounts. */
  state: XSimulatorState;
  close(): Promise<void>;
}

const HTML_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>X</title></head><body><h1>Something went wrong, but don’t fret — let’s give it another shot.</h1></body></html>';

/** Starts the simulator on a local port (0: any free port). */
export async function startXSimulator(options: XSimulatorOptions = {}): Promise<XSimulator> {
  const state = new XSimulatorState(options);
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    const work = async () => {
      if (url.pathname.startsWith('/__sim/')) return answerAdminRequest(state, req, res, url);
      if (state.faults.latencyMs > 0) await sleep(state.faults.latencyMs);
      const answer = await answerXRequest(state, req);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(HTML_PAGE);
        return;
      }
      if (answer === 'redirect') {
        res.writeHead(302, { location: 'https://login.elsewhere.example/account/access' });
        res.end();
        return;
      }
      sendJson(res, answer.status, answer.body, answer.headers);
    };
    work().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { errors: [{ code: 131, message: `Internal error: ${(error as Error).message}` }] });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
