import type { EndpointConfig } from '../config'
import { improvePrompt, tidy } from '../prompts/improve-prompt'
import type { ImproveOptions, SuggestOptions } from '../prompts/prompt-options'
import { suggestPrompt } from '../prompts/suggest-prompt'
import { checkPrompt } from '../safety/check-prompt'
import { ProviderError } from './openai-http'
import { improveInstructions, keepsSubject, suggestInstructions, tidyModelText } from './text-instructions'
import { chatCompletion } from './text-openai'

/** Magic Prompt and Suggest. Never throws: every failure of a model falls back to the builtin grammar. */
export type TextProvider = {
  improve(raw: string, options: ImproveOptions): Promise<string>
  suggest(options: SuggestOptions): Promise<string>
}

export type FallbackReason = 'timeout' | 'failed' | 'empty' | 'unsafe' | 'off-subject'
export type Fallback = { operation: 'improve' | 'suggest'; reason: FallbackReason; error?: ProviderError }
export type TextProviderOptions = {
  /** Told each time the model's answer was not used, for the server log. */
  onFallback?: (fallback: Fallback) => void
}

const builtin: TextProvider = {
  improve: async (raw, options) => improvePrompt(raw, options),
  suggest: async (options) => suggestPrompt(options),
}

/** The builtin grammar, or (when LLM_BASE_URL is set) a chat model with the grammar as fallback. */
export function createTextProvider(
  endpoint?: EndpointConfig,
  options: TextProviderOptions = {},
): TextProvider {
  if (!endpoint) return builtin

  async function ask(
    operation: Fallback['operation'],
    system: string,
    user: string,
    accept: (t: string) => FallbackReason | undefined,
  ) {
    try {
      const text = tidyModelText(
        await chatCompletion(endpoint as EndpointConfig, [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ]),
      )
      const rejected = accept(text)
      if (!rejected) return text
      options.onFallback?.({ operation, reason: rejected })
    } catch (error) {
      const failure = error instanceof ProviderError ? error : new ProviderError('failed', String(error))
      options.onFallback?.({
        operation,
        reason: failure.kind === 'timeout' ? 'timeout' : 'failed',
        error: failure,
      })
    }
    return undefined
  }

  const judge = (text: string): FallbackReason | undefined => {
    if (text.split(' ').length < 3) return 'empty'
    if (!checkPrompt(text).ok) return 'unsafe'
    return undefined
  }

  return {
    async improve(raw, improveOptions) {
      const subject = tidy(raw)
      // An unsafe prompt is refused by the caller anyway; it is never sent to a third party.
      if (!subject || !checkPrompt(subject).ok) return improvePrompt(raw, improveOptions)
      const text = await ask(
        'improve',
        improveInstructions(improveOptions),
        subject,
        (t) => judge(t) ?? (keepsSubject(subject, t) ? undefined : 'off-subject'),
      )
      return text ?? improvePrompt(raw, improveOptions)
    },
    async suggest(suggestOptions) {
      // The grammar's idea for the same seed, as a seasonal nudge that also varies between calls.
      const hint = suggestPrompt(suggestOptions)
      const text = await ask(
        'suggest',
        suggestInstructions(suggestOptions.now),
        `Something in the spirit of "${hint}", but your own idea.`,
        judge,
      )
      return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}`.replace(/\.$/, '') : hint
    },
  }
}
