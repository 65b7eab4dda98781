import type { FastifyBaseLogger } from 'fastify'
import type { User } from '../auth/users'
import type { EndpointConfig } from '../config'
import type { Db } from '../db/client'
import { badRequest } from '../http/errors'
import type { ImproveOptions } from '../prompts/prompt-options'
import { moderate } from '../safety/moderate'
import { makeChargedPage } from './charged-page'
import type { ImageRow } from './image-json'
import type { PageFiles } from './page-files'
import type { PageGenerator, PageRequest } from './page-generator'

export type GenerateDeps = {
  db: Db
  now: () => Date
  files: PageFiles
  generatePage: PageGenerator
  improve: (raw: string, options: ImproveOptions) => Promise<string>
  moderation?: EndpointConfig
  log: FastifyBaseLogger
}

export type GenerateInput = {
  prompt: string
  improvePrompt: boolean
  complexity: PageRequest['complexity']
  style: PageRequest['style']
  size: PageRequest['size']
  idempotencyKey?: string
}

/**
 * Makes one page for a signed-in user: safety check, quota unit, Magic Prompt, page, files, row.
 * Anything that fails after the unit was taken gives it back and removes what was written.
 * A repeated idempotency key answers the page already made, without a second page or charge.
 */
export async function generateImage(
  deps: GenerateDeps,
  user: User,
  input: GenerateInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  return makeChargedPage(deps, user, {
    idempotencyKey: input.idempotencyKey,
    check: () => refuseUnsafe(deps, input.prompt),
    make: async ({ watermark, seed }) => {
      const promptFinal = input.improvePrompt
        ? await deps.improve(input.prompt, { complexity: input.complexity, style: input.style, seed })
        : input.prompt
      if (promptFinal !== input.prompt) await refuseUnsafe(deps, promptFinal)
      const page = await deps.generatePage({ ...input, prompt: promptFinal, seed, watermark })
      return {
        png: page.png,
        pdf: page.pdf,
        row: {
          promptRaw: input.prompt,
          promptFinal,
          complexity: input.complexity,
          style: input.style,
          size: input.size,
          provider: page.provider,
          subjects: page.subjects,
          credits: page.credits,
        },
      }
    },
  })
}

/** Refuses, with a message a person can act on, a prompt the builtin list or the moderation service flags. */
export async function refuseUnsafe(deps: Pick<GenerateDeps, 'moderation' | 'log'>, prompt: string) {
  const verdict = await moderate(prompt, deps.moderation, {
    onServiceError: (err) => deps.log.warn({ err }, 'moderation service unavailable; builtin list used'),
  })
  if (!verdict.ok) {
    deps.log.info({ category: verdict.category }, 'prompt refused')
    throw badRequest(verdict.message)
  }
}
