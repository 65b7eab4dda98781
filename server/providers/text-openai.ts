import type { EndpointConfig } from '../config'
import { ProviderError, postJson } from './openai-http'

export type ChatMessage = { role: 'system' | 'user'; content: string }

/**
 * One OpenAI-compatible POST {base}/chat/completions (OpenAI, Ollama, vLLM, llama.cpp) and the
 * assistant's text. No temperature or max_tokens: some compatible servers and newer models reject
 * them, the answer is cut to size afterwards and the timeout bounds the wait.
 */
export async function chatCompletion(endpoint: EndpointConfig, messages: ChatMessage[]): Promise<string> {
  const answer = (await postJson(endpoint, '/chat/completions', { model: endpoint.model, messages })) as {
    choices?: { message?: { content?: unknown } }[]
  }
  const content = answer?.choices?.[0]?.message?.content
  if (typeof content !== 'string') {
    throw new ProviderError('failed', 'chat/completions answered without choices[0].message.content')
  }
  return content
}
