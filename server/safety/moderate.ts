import type { EndpointConfig } from '../config'
import { askModeration } from '../providers/moderation-openai'
import { checkPrompt, type SafetyResult } from './check-prompt'
import { refusalMessage } from './refusal-messages'

export type ModerateOptions = {
  /** Told when the moderation service could not answer; the prompt is then judged by the list alone. */
  onServiceError?: (error: unknown) => void
}

/**
 * The builtin list first (no network, and refused prompts never leave the server), then, when one
 * is configured, an OpenAI-compatible moderation service. If that service is down or slow, the
 * builtin verdict stands: generation keeps working and the image provider moderates as well.
 */
export async function moderate(
  prompt: string,
  service: EndpointConfig | undefined,
  options: ModerateOptions = {},
): Promise<SafetyResult> {
  const builtin = checkPrompt(prompt)
  if (!builtin.ok || !service) return builtin
  try {
    const verdict = await askModeration(service, prompt)
    if (!verdict.flagged) return builtin
    return {
      ok: false,
      category: verdict.category,
      message: refusalMessage(verdict.category),
      term: `moderation service: ${verdict.label}`,
    }
  } catch (error) {
    options.onServiceError?.(error)
    return builtin
  }
}
