// archiver 8 ships no types and @types/archiver describes version 6; this covers what the
// archive download uses (node_modules/archiver/README.md).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ZipOptions {
    zlib?: { level?: number };
    /** Store every entry without compressing. */
    store?: boolean;
    highWaterMark?: number;
  }

  export interface EntryData {
    name: string;
    date?: Date;
    /** Store this entry as it is (images are compressed already). */
    store?: boolean;
  }

  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    /** Bytes written so far. */
    pointer(): number;
  }
}
