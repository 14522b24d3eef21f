declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  // The package's own (CommonJS) default export.
  // eslint-disable-next-line no-restricted-syntax
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
