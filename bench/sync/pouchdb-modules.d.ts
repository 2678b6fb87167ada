/**
 * The few PouchDB calls made on the Node side, typed here and imported by their `lib/index.js`
 * paths: @types/pouchdb-core (which the bare names resolve to) pulls the DOM library into the
 * whole program (`/// <reference lib="dom" />`), which breaks the server's Buffer types. The
 * page (sync/page, its own tsconfig with DOM) uses @types/pouchdb-browser.
 */
declare module 'pouchdb-core/lib/index.js' {
  export interface PouchDoc {
    _id: string;
    _rev?: string;
  }
  export interface PouchDatabase {
    info(): Promise<{ doc_count: number; update_seq: number | string }>;
    get<T extends object>(id: string): Promise<T & Required<PouchDoc>>;
    put(doc: PouchDoc & Record<string, unknown>): Promise<{ ok: boolean; id: string; rev: string }>;
    bulkDocs(docs: (PouchDoc & Record<string, unknown>)[]): Promise<unknown[]>;
    close(): Promise<void>;
    destroy(): Promise<void>;
  }
  export type PouchPlugin = Record<string, unknown>;
  export interface PouchStatic {
    new (name: string, options?: { adapter?: string }): PouchDatabase;
    plugin(plugin: PouchPlugin): PouchStatic;
    defaults(options: { adapter?: string }): PouchStatic;
  }
  const PouchDB: PouchStatic;
  export default PouchDB;
}

declare module 'pouchdb-adapter-memory/lib/index.js' {
  import type { PouchPlugin } from 'pouchdb-core/lib/index.js';
  const plugin: PouchPlugin;
  export default plugin;
}

declare module 'pouchdb-adapter-http/lib/index.js' {
  import type { PouchPlugin } from 'pouchdb-core/lib/index.js';
  const plugin: PouchPlugin;
  export default plugin;
}

declare module 'pouchdb-mapreduce/lib/index.js' {
  import type { PouchPlugin } from 'pouchdb-core/lib/index.js';
  const plugin: PouchPlugin;
  export default plugin;
}

declare module 'pouchdb-replication/lib/index.js' {
  import type { PouchPlugin } from 'pouchdb-core/lib/index.js';
  const plugin: PouchPlugin;
  export default plugin;
}

declare module 'express-pouchdb' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { PouchStatic } from 'pouchdb-core/lib/index.js';

  interface ExpressPouchDbOptions {
    mode?: 'fullCouchDB' | 'minimumForPouchDB' | 'custom';
    inMemoryConfig?: boolean;
    logPath?: string;
  }
  type Handler = (request: IncomingMessage, response: ServerResponse, next?: () => void) => void;
  export default function expressPouchDb(
    pouchDb: PouchStatic,
    options?: ExpressPouchDbOptions,
  ): Handler;
}
