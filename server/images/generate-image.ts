import type { FastifyBaseLogger } from 'fastify'
import type { User } from '../auth/users'
import type { EndpointConfig } from '../config'
import type { Db } from '../db/client'
import { badRequest } from '../http/errors'
import type { ImproveOptions } from '../prompts/prompt-options'
import { moderate } from '../safety/moderate'
import type { PageStore } from '../storage/page-store'
import { makeChargedPage } from './charged-page'
import type { ImageRow } from './image-json'
import type { PageGenerator, PageRequest } from './page-generator'
import { type ImageEngine, promptRefusal, refuseUndrawable } from './prompt-refusal'

export type GenerateDeps = {
  db: Db
  now: () => Date
  files: PageStore
  generatePage: PageGenerator
  /** Which engine draws: decides which prompts are refused before anything is charged. */
  engine: ImageEngine
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
 * Makes one page for a signed-in user: safety check, drawability, quota unit, Magic Prompt, page, files, row.
 * A prompt the engine will not draw answers 422 before the unit is taken, and stores nothing (not the key).
 * Anything that fails after the unit was taken gives it back and removes what was written.
 * A repeated idempotency key answers the page already made, without a second page or charge.
 * The charge is committed in the transaction that stores the page, so a crash never keeps it alone.
 */
export async function generateImage(
  deps: GenerateDeps,
  user: User,
  input: GenerateInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  const { prompt, improvePrompt, complexity, style, size } = input
  return makeChargedPage(deps, user, {
    idempotencyKey: input.idempotencyKey,
    requestFields: [prompt, improvePrompt, complexity, style, size],
    check: async () => {
      await refuseUnsafe(deps, prompt)
      refuseUndrawable(prompt, deps.engine, input)
    },
    make: async ({ watermark, seed }) => {
      let promptFinal = improvePrompt ? await deps.improve(prompt, { complexity, style, seed }) : prompt
      // The typed prompt was drawable: when Magic Prompt's version is not, draw what the person asked for.
      if (promptFinal !== prompt && promptRefusal(promptFinal, deps.engine, input, prompt)) {
        deps.log.info('improved prompt not drawable; the typed prompt is drawn')
        promptFinal = prompt
      }
      if (promptFinal !== prompt) await refuseUnsafe(deps, promptFinal)
      const page = await deps.generatePage({ ...input, prompt: promptFinal, typed: prompt, seed, watermark })
      return {
        png: page.png,
        pdf: page.pdf,
        row: {
          promptRaw: prompt,
          promptFinal,
          complexity,
          style,
          size,
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
