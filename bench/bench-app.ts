import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import type { ImageUrlsResponse } from '@archive/domain/images/image.schema';
import type { UserRole } from '@archive/domain/user/user-role';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOverrides } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { WEB_DIST } from './first-load/chunk-sizes';

/** The real server on a temporary PGlite and data folder, as a bench measures it. */
export interface BenchApp {
  app: FastifyInstance;
  /** Closes the app and removes its data folder. */
  close: () => Promise<void>;
}

/** `env` adds to (or replaces) the bench's configuration, e.g. a port and a public address. */
export async function startBenchApp(
  name: string,
  overrides: AppOverrides = {},
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `archive-${name}-bench-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, overrides);
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The NODE_ENV of a bench's server. Not 'production': that needs PostgreSQL, SMTP and Stripe
 * (decision 078), which a bench on PGlite with mail in files does without; NODE_ENV changes
 * nothing else in the server.
 */
export const BENCH_NODE_ENV = 'development';

/**
 * The environment of a bench server that listens on loopback as production does: its port,
 * its address, a fresh files secret, and DATABASE_URL when the bench is run with one.
 */
export function listeningBenchEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: BENCH_NODE_ENV,
    FILES_SIGNING_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
    ...(process.env.DATABASE_URL === undefined ? {} : { DATABASE_URL: process.env.DATABASE_URL }),
  };
}

/**
 * The real server serving the built web app on a loopback port, as production does; the app
 * must have been built first.
 */
export async function startBuiltApp(name: string, port: number): Promise<BenchApp> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  return startBenchApp(name, {}, { ...listeningBenchEnv(port), WEB_DIST_DIR: WEB_DIST });
}

/** An account a bench works as: registered through the API, given a plan (the paywall). */
export interface BenchUser {
  email: string;
  token: string;
  collectionId: string;
}

/** The password registerBenchUser gives every account, for a bench that signs in by the form. */
export const BENCH_PASSWORD = 'correct horse battery staple';

export async function registerBenchUser(
  app: FastifyInstance,
  role: UserRole = 'artist',
  name = 'Bench Artist',
): Promise<BenchUser> {
  const email = `bench-${randomUUID()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password: BENCH_PASSWORD, role, name },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  await app.users.grantPlan(email, undefined);
  const answer = response.json<AuthResponse>();
  return {
    email,
    token: answer.user.session.token,
    collectionId: answer.collections[0]?.id ?? '',
  };
}

/** A request to the bench's app that must answer 200 (anything else stops the bench). */
export async function benchInject(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  if (response.statusCode !== 200) {
    throw new Error(`${String(response.statusCode)}: ${response.body}`);
  }
  return response;
}

/** Creates an artwork through POST /v1/artworks as the app does; answers its id. */
export async function createBenchArtwork(
  app: FastifyInstance,
  user: Pick<BenchUser, 'token' | 'collectionId'>,
  artwork: { artist: string; status?: string; artworkValues: Record<string, unknown> },
): Promise<string> {
  const id = randomUUID();
  await benchInject(app, {
    method: 'POST',
    url: '/v1/artworks',
    headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
    payload: { artwork: { id, ...artwork }, collection: { id: user.collectionId } },
  });
  return id;
}

/**
 * Attaches one image to an artwork the way the app does: ask for an upload address, upload the
 * bytes to it, then link the upload at `sortIndex`.
 */
export async function uploadBenchImage(
  app: FastifyInstance,
  token: string,
  artworkId: string,
  image: Buffer,
  sortIndex = 0,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const urls = await benchInject(app, {
    method: 'GET',
    url: `/v1/artworks/imageURLs/${artworkId}/1`,
    headers,
  });
  const upload = urls.json<ImageUrlsResponse>().imageUploads[0];
  if (upload === undefined) throw new Error('No upload address');
  const address = new URL(upload.uploadURL);
  await benchInject(app, {
    method: 'PUT',
    url: `${address.pathname}${address.search}`,
    headers: upload.headers,
    payload: image,
  });
  await benchInject(app, {
    method: 'PUT',
    url: `/v1/artworks/imageURL/${artworkId}`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { imageToConnect: randomUUID(), key: upload.key, sortIndex },
  });
}
