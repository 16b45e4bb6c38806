// s3rver ships no types; this covers what test-servers.ts uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    /** Each bucket with its configuration documents (CORSConfiguration or WebsiteConfiguration XML). */
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** What s3rver emits on 'event' for every object created or deleted (the S3 event notification shape). */
  interface S3rverEvent {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
  }

  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }
  export default S3rver;
}
