import { type Complexity, makePlan, type Style } from '../engine'

/**
 * The engine's setting for a page's prompt ("sea", "ocean", "meadow"): where the engine put the subject, and
 * so where a color by number finds water. The builtin engine drew the page from this very plan; for a model's
 * page the prompt's words still name the place. A photo has no prompt to read.
 */
export function pageSetting(page: {
  prompt: string
  typed?: string
  complexity: Complexity
  style: Style
  provider: string
}): string | null {
  if (page.provider === 'photo') return null
  try {
    return makePlan({
      prompt: page.prompt,
      typed: page.typed,
      complexity: page.complexity,
      style: page.style,
    }).setting
  } catch {
    return null
  }
}
