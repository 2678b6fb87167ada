import type { Server } from 'node:http';

/** Closes a test's HTTP server at once: its kept-alive connections first, then the listener. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}
