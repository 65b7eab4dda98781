import sharp from 'sharp'
import type { EndpointConfig } from '../config'
import type { ImageProvider, OpenAiImageOptions } from './image-openai'
import { imageHttpError } from './image-openai'
import { coloringPagePrompt } from './image-prompt'
import { asProviderError, ProviderError, redact } from './openai-http'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const maxImageBytes = 25 * 1024 * 1024
// Portrait, the ratio Gemini offers closest to Letter and A4 (0.77 and 0.71).
const aspectRatio = '3:4'
// Finish and block reasons Google documents for "the prompt or the picture broke the content rules".
const refusalReasons = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_RECITATION',
])

type Part = {
  text?: string
  inlineData?: { mimeType?: string; data?: string }
  inline_data?: { mime_type?: string; data?: string }
}
type GenerateContentResponse = {
  candidates?: { content?: { parts?: Part[] }; finishReason?: string }[]
  promptFeedback?: { blockReason?: string }
}

/**
 * Google's Gemini image models through the Gemini API's own REST call (not the OpenAI one):
 * POST {base}/models/{model}:generateContent with the key in `x-goog-api-key`, answered with the picture as
 * base64 in candidates[0].content.parts[].inlineData. Answers PNG bytes (a JPEG is converted), or throws the
 * same HttpErrors as the OpenAI provider: 504 on timeout, 400 when Google's safety rules refuse, 502 otherwise.
 */
export function createGeminiImageProvider(
  endpoint: EndpointConfig & { apiKey: string },
  options: OpenAiImageOptions = {},
): ImageProvider {
  return {
    async generate(request) {
      try {
        const answer = await generateContent(endpoint, {
          contents: [{ role: 'user', parts: [{ text: coloringPagePrompt(request.description, request) }] }],
          generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio } },
        })
        return await toPng(pictureIn(answer))
      } catch (error) {
        throw imageHttpError(error, endpoint.apiKey, options)
      }
    },
  }
}

async function generateContent(endpoint: EndpointConfig & { apiKey: string }, body: unknown) {
  const signal = AbortSignal.timeout(endpoint.timeoutMs)
  const what = `POST models/${endpoint.model}:generateContent`
  const url = `${endpoint.baseUrl}/models/${encodeURIComponent(endpoint.model)}:generateContent`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-goog-api-key': endpoint.apiKey,
      },
      body: JSON.stringify(body),
      signal,
    })
    const text = await response.text()
    if (!response.ok) throw errorFromAnswer(response.status, text, endpoint.apiKey)
    try {
      return JSON.parse(text) as GenerateContentResponse
    } catch {
      throw new ProviderError('failed', `answered ${response.status} with a body that is not JSON`)
    }
  } catch (error) {
    throw asProviderError(error, what, signal, endpoint.apiKey)
  }
}

// Google's error body: {"error": {"code": 400, "message": "...", "status": "INVALID_ARGUMENT"}}.
function errorFromAnswer(status: number, text: string, apiKey: string): ProviderError {
  let message = text.slice(0, 300)
  let code: string | undefined
  try {
    const error = (JSON.parse(text) as { error?: { message?: unknown; status?: unknown } }).error
    if (typeof error?.message === 'string') message = error.message
    if (typeof error?.status === 'string') code = error.status
  } catch {
    // Not JSON: keep the start of the body for the log.
  }
  return new ProviderError(
    'failed',
    `answered ${status}${code ? ` ${code}` : ''}: ${redact(message, apiKey)}`,
    status,
    code,
  )
}

function pictureIn(answer: GenerateContentResponse): Buffer {
  const blocked = answer?.promptFeedback?.blockReason
  if (blocked) throw new ProviderError('refused', `the prompt was blocked: ${blocked}`, 200, blocked)
  const candidate = answer?.candidates?.[0]
  for (const part of candidate?.content?.parts ?? []) {
    const data = part.inlineData?.data ?? part.inline_data?.data
    if (typeof data === 'string' && data) return Buffer.from(data, 'base64')
  }
  const reason = candidate?.finishReason
  if (reason && refusalReasons.has(reason)) {
    throw new ProviderError('refused', `no picture, finishReason ${reason}`, 200, reason)
  }
  throw new ProviderError(
    'failed',
    `answered without an inlineData picture (finishReason ${reason ?? 'none'})`,
  )
}

/** Gemini may answer PNG or JPEG; the cleanup reads PNG. Anything that is not a picture is a failure. */
async function toPng(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > maxImageBytes) throw new ProviderError('failed', `sent a ${bytes.length}-byte picture`)
  if (bytes.subarray(0, 8).equals(pngSignature)) return bytes
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).png().toBuffer()
  } catch {
    throw new ProviderError('failed', `sent ${bytes.length} bytes that are not a picture`)
  }
}
