import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { TextProvider } from '../providers/text-provider'
import type { PageStore } from '../storage/page-store'
import type { PageMakingDeps } from './generate-image'
import type { PageGenerator } from './page-generator'

/** What a page is made with, in the web process (its routes) or in a worker. */
export function pageMakingDeps(
  parts: {
    config: Config
    db: Db
    now: () => Date
    text: TextProvider
    images: { files: PageStore; generatePage: PageGenerator }
  },
  log: FastifyBaseLogger,
): PageMakingDeps {
  return {
    db: parts.db,
    now: parts.now,
    files: parts.images.files,
    generatePage: parts.images.generatePage,
    engine: parts.config.providers.image.kind,
    improve: parts.text.improve,
    moderation: parts.config.providers.moderation,
    log,
  }
}
