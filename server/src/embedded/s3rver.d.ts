// s3rver ships no types; this declares the part of its API the project uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Koa's middleware stack; s3rver extends Koa. */
    middleware: ((ctx: never, next: () => Promise<void>) => Promise<void>)[]
    /** Where it keeps things on disk. */
    store: {
      getResourcePath(bucket: string, key: undefined, resource: string): string
    }
    run(): Promise<AddressInfo | string>
    close(): Promise<void>
  }
}
