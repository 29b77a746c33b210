// Binding the port comes first, before anything heavy is loaded, so that a port in use or a bad HOST fails at once,
// in one line, and /healthz answers within moments of the spawn. Until the app is ready, /healthz says the process
// is up and everything else answers 503 with Retry-After.
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';

/** A start-up problem the operator can fix; its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export type Fetch = (request: Request) => Response | Promise<Response>;

/** The answer while the server is starting (and while it is stopping, for new requests on open connections). */
export const notReady: Fetch = (request) =>
  new URL(request.url).pathname === '/healthz'
    ? Response.json({ ok: true, status: 'starting' })
    : Response.json({ error: 'The server is not ready; try again in a moment.' }, { status: 503, headers: { 'retry-after': '1' } });

/** Binds the port and answers with whatever `handler()` is at the time of each request; or fails with one line. */
export function listen(where: { port: number; host: string }, handler: () => Fetch): Promise<Server> {
  const server = createAdaptorServer({ fetch: (request: Request) => handler()(request) }) as Server;
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(new StartupError(bindFailure(err, where))));
    server.listen(where.port, where.host, () => resolve(server));
  });
}

function bindFailure(err: NodeJS.ErrnoException, { port, host }: { port: number; host: string }): string {
  if (err.code === 'EADDRINUSE') return `Port ${port} is already in use on ${host}: stop the other process or set PORT.`;
  if (err.code === 'EACCES')
    return `Not allowed to listen on ${host}:${port} (EACCES): use a PORT above 1023 or run with the right to bind it.`;
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return `HOST=${host} is not an address of this machine (${err.code}): use 0.0.0.0, 127.0.0.1 or one of its addresses.`;
  return `Cannot listen on ${host}:${port}: ${err.code ?? err.message}.`;
}
