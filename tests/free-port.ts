// A loopback port free at the moment of asking: for a server a test starts, or a port where nothing listens.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
