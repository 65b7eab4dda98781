import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Credit } from '../engine/compose-scene'
import type { PageSizeId } from '../engine/page-size'
import { renderPage } from '../engine/render-page'
import type { Complexity, Style } from '../prompts/prompt-options'

export type PageRequest = {
  /** The final prompt (after Magic Prompt), already checked for safety. */
  prompt: string
  complexity: Complexity
  style: Style
  size: PageSizeId
  seed: number
  watermark: boolean
}

export type GeneratedPage = {
  png: Buffer
  pdf: Buffer
  subjects: string[]
  credits: Credit[]
  provider: 'builtin' | 'openai'
}

export type PageGenerator = (request: PageRequest) => Promise<GeneratedPage>

/** The builtin engine, or an OpenAI-compatible image model whose picture is cleaned up into the same page. */
export function createPageGenerator(config: Config, _log: FastifyBaseLogger): PageGenerator {
  const image = config.providers.image
  if (image.kind === 'builtin') {
    return async (request) => {
      const page = await renderPage(request)
      return {
        png: page.png,
        pdf: page.pdf,
        subjects: page.subjects,
        credits: page.credits,
        provider: 'builtin',
      }
    }
  }
  throw new Error('IMAGE_PROVIDER=openai is not wired yet')
}
