import type { Config } from '../config'
import { DirectoryPageStore } from './directory-store'
import type { PageStore } from './page-store'
import { S3PageStore } from './s3-store'

/**
 * The one place the page store is chosen, for web processes and workers alike: the bucket when S3_BUCKET
 * is set, else DATA_DIR/images. `close` lets the bucket's connections go at shutdown.
 */
export function openPageStore(config: Config): { files: PageStore; close: () => void } {
  if (!config.s3) return { files: new DirectoryPageStore(config.dataDir), close: () => {} }
  const store = new S3PageStore(config.s3)
  return { files: store, close: () => store.close() }
}
