/**
 * The reference offline-first stack's server: express-pouchdb over PouchDB with the memory
 * adapter (memdown), in a Node http server that also serves the bench page, so the page and
 * the database share one origin (no CORS), as the Archive page does with the Archive server.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import expressPouchDb from 'express-pouchdb';
// By their lib paths: see pouchdb-modules.d.ts.
import PouchDB, { type PouchDatabase } from 'pouchdb-core/lib/index.js';
import httpAdapter from 'pouchdb-adapter-http/lib/index.js';
import memoryAdapter from 'pouchdb-adapter-memory/lib/index.js';
import mapReduce from 'pouchdb-mapreduce/lib/index.js';
import replication from 'pouchdb-replication/lib/index.js';

PouchDB.plugin(memoryAdapter).plugin(httpAdapter).plugin(mapReduce).plugin(replication);

export const POUCH_DB_NAME = 'contacts';

const PAGE_TYPES: Record<string, string> = {
  '/': 'text/html; charset=utf-8',
  '/index.html': 'text/html; charset=utf-8',
  '/bench.js': 'text/javascript; charset=utf-8',
};

export interface PouchServer {
  baseUrl: string;
  /** The server's database, reached in process (for the seed). */
  db: PouchDatabase;
  /** The same database over HTTP, as another client reaches it. */
  remote: () => PouchDatabase;
  stop(): Promise<void>;
}

export async function startPouchServer(webDir: string, logPath: string): Promise<PouchServer> {
  const MemoryPouch = PouchDB.defaults({ adapter: 'memory' });
  const handlePouch = expressPouchDb(MemoryPouch, {
    mode: 'minimumForPouchDB',
    inMemoryConfig: true,
    logPath,
  });
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const type = PAGE_TYPES[pathname];
    if (request.method === 'GET' && type !== undefined) {
      const file = pathname === '/bench.js' ? 'bench.js' : 'index.html';
      readFile(path.join(webDir, file)).then(
        (body) => {
          response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
          response.end(body);
        },
        () => {
          response.writeHead(404).end();
        },
      );
      return;
    }
    handlePouch(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const db = new MemoryPouch(POUCH_DB_NAME);
  await db.info();
  return {
    baseUrl,
    db,
    remote: () => new PouchDB(`${baseUrl}/${POUCH_DB_NAME}`),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await db.destroy();
    },
  };
}
