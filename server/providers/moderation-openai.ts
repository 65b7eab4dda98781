import type { EndpointConfig } from '../config'
import type { SafetyCategory } from '../safety/safety-terms'
import { ProviderError, postJson } from './openai-http'

export type ModerationVerdict =
  | { flagged: false }
  | { flagged: true; category: SafetyCategory; label: string }

// OpenAI's moderation categories (omni-moderation) mapped onto Colorly's four. Harassment counts as
// hate because on a children's page it means targeting people; illicit/violent is violence.
const categoryMap: [string, SafetyCategory][] = [
  ['self-harm', 'self-harm'],
  ['self-harm/intent', 'self-harm'],
  ['self-harm/instructions', 'self-harm'],
  ['sexual', 'sexual'],
  ['sexual/minors', 'sexual'],
  ['hate', 'hate'],
  ['hate/threatening', 'hate'],
  ['harassment', 'hate'],
  ['harassment/threatening', 'hate'],
  ['violence', 'violence'],
  ['violence/graphic', 'violence'],
  ['illicit/violent', 'violence'],
]

/** Which of our categories a flagged answer falls in, most serious first. */
export function mapModerationCategories(categories: Record<string, unknown>): {
  category: SafetyCategory
  label: string
} {
  for (const [label, category] of categoryMap) {
    if (categories[label] === true) return { category, label }
  }
  // Flagged only for something we do not map (illicit, or a category added later): still refuse.
  const label = Object.keys(categories).find((k) => categories[k] === true) ?? 'unspecified'
  return { category: 'violence', label }
}

/** Asks an OpenAI-compatible POST /moderations whether the text is flagged. Throws ProviderError. */
export async function askModeration(endpoint: EndpointConfig, input: string): Promise<ModerationVerdict> {
  const answer = (await postJson(endpoint, '/moderations', { model: endpoint.model, input })) as {
    results?: { flagged?: unknown; categories?: Record<string, unknown> }[]
  }
  const result = answer?.results?.[0]
  if (!result || typeof result.flagged !== 'boolean') {
    throw new ProviderError('failed', 'POST /moderations answered without results[0].flagged')
  }
  if (!result.flagged) return { flagged: false }
  return { flagged: true, ...mapModerationCategories(result.categories ?? {}) }
}
