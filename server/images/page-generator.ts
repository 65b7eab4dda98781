import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Credit, PaperId } from '../engine'
import { describeSubjects, drawPlan, lineArtPage, makePlan } from '../engine'
import type { Complexity, Style } from '../prompts/prompt-options'
import { createGeminiImageProvider } from '../providers/image-gemini'
import { createOpenAiImageProvider } from '../providers/image-openai'
import { drawCheckedArt } from './checked-model-art'
import { PromptRefusedError, promptRefusal, refusalFor } from './prompt-refusal'

export type PageRequest = {
  /** The final prompt (after Magic Prompt), already checked for safety. */
  prompt: string
  /** What the person typed, when `prompt` is Magic Prompt's: the builtin engine reads the subjects from it. */
  typed?: string
  complexity: Complexity
  style: Style
  size: PaperId
  seed: number
  watermark: boolean
}

/**
 * A page's PDF as written, or the page's SVG to write it from when it is first downloaded: the builtin engine's
 * pages defer it, since writing a PDF costs more than drawing the PNG and most pages are never printed from
 * one (docs/decisions/0052-pages-under-load.md).
 */
export type PagePdf = Buffer | { svg: string }

export type GeneratedPage = {
  png: Buffer
  pdf: PagePdf
  subjects: string[]
  /** What the prompt named that the page is drawn without, and what a close kin was drawn for. */
  leftOut: string[]
  standIns: { asked: string; drawn: string }[]
  credits: Credit[]
  provider: 'builtin' | 'openai' | 'gemini'
}

export type PageGenerator = (request: PageRequest) => Promise<GeneratedPage>

/**
 * The builtin engine, or an image model (OpenAI-compatible or Gemini) whose picture is checked, cleaned up and
 * traced into the same page.
 */
export function createPageGenerator(config: Config, log: FastifyBaseLogger): PageGenerator {
  const image = config.providers.image
  if (image.kind === 'builtin') {
    return async (request) => {
      // Callers refuse before charging; this keeps a refused plan from ever becoming an unrelated page. The
      // plan that is checked is the one drawn (a refusal does not depend on the seed, size or watermark).
      const plan = makePlan(request)
      const refusal = refusalFor(plan, 'builtin')
      if (refusal) throw new PromptRefusedError(refusal)
      const page = await drawPlan(plan)
      return {
        png: page.png,
        pdf: { svg: page.svg },
        subjects: page.subjects,
        leftOut: page.plan.leftOut,
        standIns: page.plan.standIns,
        credits: page.credits,
        provider: 'builtin',
      }
    }
  }
  const onProviderError = (err: { kind: string; message: string }) =>
    log.warn({ provider: image.kind, kind: err.kind, detail: err.message }, 'image service failed')
  const provider =
    image.kind === 'gemini'
      ? createGeminiImageProvider(image, { onProviderError })
      : createOpenAiImageProvider(image, { onProviderError })
  return async (request) => {
    const refusal = promptRefusal(request.prompt, image.kind, request, request.typed)
    if (refusal) throw new PromptRefusedError(refusal)
    const art = await drawCheckedArt(
      provider,
      { description: request.prompt, complexity: request.complexity, style: request.style },
      (rejected) =>
        log.warn(
          { attempt: rejected.attempt, ...rejected.report, error: rejected.error },
          'model picture would not print as a page',
        ),
    )
    const page = await lineArtPage({
      art,
      size: request.size,
      watermark: request.watermark,
      title: request.prompt,
    })
    // The engine's reading of the prompt names what the model was asked to draw.
    const subjects = describeSubjects(makePlan(request))
    const credits = [
      {
        set: `${image.model} (${new URL(image.baseUrl).host})`,
        license: 'Generated for this page',
        drawing: 'whole page',
      },
    ]
    // An image model is asked for everything the prompt names: nothing is left out on its side.
    return {
      png: page.png,
      pdf: page.pdf,
      subjects,
      leftOut: [],
      standIns: [],
      credits,
      provider: image.kind,
    }
  }
}
