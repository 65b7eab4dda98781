import type { PromptRefusedBody } from '../../shared/contract'
import type { Complexity, Plan, PlanRefusal, Style } from '../engine'
import { makePlan } from '../engine'
import { HttpError } from '../http/errors'

/** Which engine draws the pages: the builtin one, or an image model (OPENAI_* or GEMINI_*). */
export type ImageEngine = 'builtin' | 'openai' | 'gemini'

/**
 * Whether `engine` refuses this plan. A character owned by others is refused by every engine; a subject the
 * builtin engine does not know goes to an image model, which can draw it.
 */
export function refusalFor(plan: Pick<Plan, 'refusal'>, engine: ImageEngine): PlanRefusal | null {
  const refusal = plan.refusal
  if (!refusal) return null
  if (refusal.kind === 'character') return refusal
  return engine === 'builtin' ? refusal : null
}

/** The engine's refusal of a prompt, read from its plan (a fraction of a millisecond), or null. */
export function promptRefusal(
  prompt: string,
  engine: ImageEngine,
  options: { complexity: Complexity; style: Style },
  typed?: string,
): PlanRefusal | null {
  // Only the options are taken: callers pass whole requests, whose own `prompt` must not win. With `typed`,
  // `prompt` is Magic Prompt's version: its extra words are scenery, not subjects that could be missing.
  const plan = makePlan({ prompt, typed, complexity: options.complexity, style: options.style })
  return refusalFor(plan, engine)
}

/** 422 {error, suggestions}: the prompt is understood but will not be drawn; nothing was charged or stored. */
export class PromptRefusedError extends HttpError {
  constructor(readonly refusal: PlanRefusal) {
    const body: PromptRefusedBody = { error: refusal.error, suggestions: refusal.suggestions }
    super(422, body.error, {}, { suggestions: body.suggestions })
  }
}

/** Throws the 422 when `engine` refuses the prompt; call it before any quota unit or trial is taken. */
export function refuseUndrawable(
  prompt: string,
  engine: ImageEngine,
  options: { complexity: Complexity; style: Style },
): void {
  const refusal = promptRefusal(prompt, engine, options)
  if (refusal) throw new PromptRefusedError(refusal)
}
