// The part of s3rver 3 (an S3 REST API on the file system; it ships no types) the publish test uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
