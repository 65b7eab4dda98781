import type { EndpointConfig } from '../config'
import { HttpError } from '../http/errors'
import type { Complexity, Style } from '../prompts/prompt-options'
import { coloringPagePrompt } from './image-prompt'
import { getBytes, ProviderError, postJson, redact } from './openai-http'

export type ImageRequest = {
  /** What to draw: the final prompt (after Magic Prompt), already checked for safety. */
  description: string
  complexity: Complexity
  style: Style
}

/**
 * Draws one raw picture. It is not a page yet: the engine's raster cleanup (greyscale, threshold,
 * close gaps, remove specks) and the page layout and watermark come after.
 */
export type ImageProvider = { generate(request: ImageRequest): Promise<Buffer> }

export type OpenAiImageOptions = {
  /** Told what went wrong at the provider (message already free of the key), for the server log. */
  onProviderError?: (error: ProviderError) => void
}

export const imageMessages = {
  timeout: 'The image service took too long to answer. Nothing was charged; please try again.',
  failed: 'The image service failed. Nothing was charged; please try again.',
  refused:
    "The image service won't draw this prompt under its content rules. Nothing was charged; try describing something else.",
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const maxImageBytes = 25 * 1024 * 1024
// Portrait, closest to a sheet of paper; a size every GPT Image model (1, 1.5, 2) and most compatible servers take.
const defaultSize = '1024x1536'

/**
 * OpenAI-compatible POST {base}/images/generations. Answers with the PNG bytes, or throws an
 * HttpError a person can act on: 504 on timeout, 400 on a content-policy refusal, 502 otherwise.
 */
export function createOpenAiImageProvider(
  endpoint: EndpointConfig & { size?: string },
  options: OpenAiImageOptions = {},
): ImageProvider {
  return {
    async generate(request) {
      const started = Date.now()
      try {
        const prompt = coloringPagePrompt(request.description, request)
        const answer = await postJson(endpoint, '/images/generations', {
          model: endpoint.model,
          prompt,
          size: endpoint.size ?? defaultSize,
          n: 1,
        })
        const image = (answer as { data?: { b64_json?: unknown; url?: unknown }[] })?.data?.[0]
        let bytes: Buffer
        if (typeof image?.b64_json === 'string' && image.b64_json) {
          bytes = Buffer.from(image.b64_json, 'base64')
        } else if (typeof image?.url === 'string' && /^(https?|data):/.test(image.url)) {
          const remaining = Math.max(1, endpoint.timeoutMs - (Date.now() - started))
          bytes = await getBytes(image.url, remaining, maxImageBytes)
        } else {
          throw new ProviderError('failed', 'images/generations answered without data[0].b64_json or url')
        }
        if (!bytes.subarray(0, 8).equals(pngSignature)) {
          throw new ProviderError(
            'failed',
            `images/generations answered ${bytes.length} bytes that are not a PNG`,
          )
        }
        return bytes
      } catch (error) {
        throw imageHttpError(error, endpoint.apiKey, options)
      }
    },
  }
}

/** Any failure of an image provider as the HttpError a person sees; the detail goes to the log, never the key. */
export function imageHttpError(
  error: unknown,
  apiKey: string | undefined,
  options: OpenAiImageOptions,
): HttpError {
  const failure =
    error instanceof ProviderError
      ? error
      : new ProviderError('failed', `unexpected: ${redact(String(error), apiKey)}`)
  options.onProviderError?.(failure)
  const status = failure.kind === 'timeout' ? 504 : failure.kind === 'refused' ? 400 : 502
  const httpError = new HttpError(status, imageMessages[failure.kind])
  httpError.cause = failure
  return httpError
}
