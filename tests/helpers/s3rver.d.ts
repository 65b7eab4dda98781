// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    port?: number
    address?: string
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
