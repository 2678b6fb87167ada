import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyFaults {
  /** The request never reaches the server; the client's connection is cut. */
  dropRequest: number;
  /** The server handles the request (and commits), then the answer is lost. */
  dropResponse: number;
  /** The request reaches the server twice; the client sees the second answer. */
  duplicate: number;
  /** The proxy answers 500 itself, without reaching the server. */
  serverError: number;
  /** Up to this many milliseconds of random delay, so requests overtake each other. */
  maxDelayMs: number;
}

export const CLEAN: ProxyFaults = {
  dropRequest: 0,
  dropResponse: 0,
  duplicate: 0,
  serverError: 0,
  maxDelayMs: 0,
};

export interface ProxyStats {
  requests: number;
  droppedRequests: number;
  droppedResponses: number;
  duplicated: number;
  serverErrors: number;
}

export interface FaultProxy {
  url: string;
  faults: ProxyFaults;
  readonly stats: ProxyStats;
  /** Where requests go; changed when the server restarts on a new port. */
  setTarget: (target: string) => void;
  close: () => Promise<void>;
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function forward(target: URL, request: http.IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/**
 * A real HTTP proxy between the sync engine and the real server that loses, repeats, delays
 * and refuses requests with the given probabilities (a seeded random, so a run replays).
 */
export async function startFaultProxy(target: string, random: () => number): Promise<FaultProxy> {
  let upstream = new URL(target);
  const stats: ProxyStats = {
    requests: 0,
    droppedRequests: 0,
    droppedResponses: 0,
    duplicated: 0,
    serverErrors: 0,
  };
  const proxy: Omit<FaultProxy, 'url'> = {
    faults: CLEAN,
    stats,
    setTarget: (next) => {
      upstream = new URL(next);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      stats.requests += 1;
      const body = await readBody(request);
      const { faults } = proxy;
      if (faults.maxDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, random() * faults.maxDelayMs));
      }
      if (random() < faults.dropRequest) {
        stats.droppedRequests += 1;
        request.socket.destroy();
        return;
      }
      if (random() < faults.serverError) {
        stats.serverErrors += 1;
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'proxy fault' } }));
        return;
      }
      try {
        let answer = await forward(upstream, request, body);
        if (random() < faults.duplicate) {
          stats.duplicated += 1;
          answer = await forward(upstream, request, body);
        }
        if (random() < faults.dropResponse) {
          stats.droppedResponses += 1;
          request.socket.destroy();
          return;
        }
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        delete headers.connection;
        response.writeHead(answer.status, headers);
        response.end(answer.body);
      } catch {
        // The server is down (killed on purpose): the client sees a cut connection.
        request.socket.destroy();
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, { url: `http://127.0.0.1:${port}` });
}
