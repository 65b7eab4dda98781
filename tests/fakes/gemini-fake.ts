import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { goodDrawing } from './model-pictures'

// A contract fake: a local server that answers as Google's Gemini API documents for
// POST /v1beta/models/{model}:generateContent with image output. It checks the x-goog-api-key header and the
// request shape (contents[].parts[].text, generationConfig.responseModalities, imageConfig.aspectRatio) and
// can be told to fail in each way the real one can. Tests only.

export type GeminiBehaviour =
  | { kind: 'image'; png?: Buffer; mimeType?: string }
  /** One picture per request, in order; the last one again once they run out. */
  | { kind: 'sequence'; pngs: Buffer[]; served?: number }
  /** A 4xx or 5xx with Google's error body, e.g. 429 RESOURCE_EXHAUSTED or 503 UNAVAILABLE. */
  | { kind: 'error'; status: number; googleStatus?: string }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  /** The prompt itself blocked: no candidates, promptFeedback.blockReason. */
  | { kind: 'blocked'; reason?: string }
  /** A candidate that stopped for safety with no picture. */
  | { kind: 'finish'; reason: string }
  /** Only words, no picture (the model chose to talk instead of drawing). */
  | { kind: 'text-only' }

export type GeminiRequest = { path: string; apiKey?: string; body: unknown }

export type GeminiFake = {
  /** Like https://generativelanguage.googleapis.com/v1beta. */
  baseUrl: string
  apiKey: string
  requests: GeminiRequest[]
  behaviour: GeminiBehaviour
  close: () => Promise<void>
}

const aspectRatios = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9']
const modalities = ['TEXT', 'IMAGE']

export async function startGeminiFake(options: { apiKey?: string } = {}): Promise<GeminiFake> {
  const apiKey = options.apiKey ?? 'AIzaFakeTestKey0123456789abcdefghijk'
  const fake: GeminiFake = {
    baseUrl: '',
    apiKey,
    requests: [],
    behaviour: { kind: 'image' },
    close: async () => {},
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body))
    const error = (code: number, message: string, status: string) =>
      send(code, { error: { code, message, status } })

    const raw = await readBody(req)
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    const key = req.headers['x-goog-api-key']
    fake.requests.push({ path: url.pathname, apiKey: typeof key === 'string' ? key : undefined, body })

    const route = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname)
    if (req.method !== 'POST' || !route) return error(404, `Method not found: ${url.pathname}`, 'NOT_FOUND')
    if (key !== apiKey) {
      return error(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT')
    }
    const problem = checkRequest(body)
    if (problem) return error(400, problem, 'INVALID_ARGUMENT')

    const model = decodeURIComponent(route[1])
    const b = fake.behaviour
    const candidate = (parts: unknown[], finishReason = 'STOP') =>
      send(200, {
        candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
        usageMetadata: { promptTokenCount: 40, candidatesTokenCount: 1290, totalTokenCount: 1330 },
        modelVersion: model,
        responseId: 'fake-response',
      })
    switch (b.kind) {
      case 'hang':
        return
      case 'error':
        return error(b.status, 'The service is currently unavailable.', b.googleStatus ?? 'UNAVAILABLE')
      case 'malformed':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"candidates": [{"content": ')
      case 'blocked':
        return send(200, {
          promptFeedback: { blockReason: b.reason ?? 'PROHIBITED_CONTENT' },
          modelVersion: model,
        })
      case 'finish':
        return candidate([], b.reason)
      case 'text-only':
        return candidate([{ text: 'Here is a lovely coloring page idea for you!' }])
      case 'sequence': {
        const served = b.served ?? 0
        b.served = served + 1
        const png = b.pngs[Math.min(served, b.pngs.length - 1)]
        return candidate([{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }])
      }
      case 'image':
        return candidate([
          { text: 'Here is your coloring page.' },
          {
            inlineData: {
              mimeType: b.mimeType ?? 'image/png',
              data: (b.png ?? goodDrawing()).toString('base64'),
            },
          },
        ])
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1beta`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

// The documented GenerateContentRequest, as far as an image request uses it.
function checkRequest(body: unknown): string | undefined {
  const b = body as Record<string, unknown> | undefined
  const contents = b?.contents as { role?: unknown; parts?: { text?: unknown }[] }[] | undefined
  if (!Array.isArray(contents) || contents.length === 0)
    return '* GenerateContentRequest.contents: contents is not specified'
  for (const content of contents) {
    if (content.role !== undefined && content.role !== 'user' && content.role !== 'model')
      return 'Invalid role'
    if (!Array.isArray(content.parts) || content.parts.length === 0) return 'contents.parts must not be empty'
    if (!content.parts.every((p) => typeof p.text === 'string' && p.text.trim())) return 'parts need text'
  }
  const config = b?.generationConfig as
    | { responseModalities?: unknown; imageConfig?: { aspectRatio?: unknown } }
    | undefined
  if (config?.responseModalities !== undefined) {
    const list = config.responseModalities
    if (!Array.isArray(list) || !list.every((m) => modalities.includes(String(m).toUpperCase())))
      return 'Invalid value at generation_config.response_modalities'
  }
  const ratio = config?.imageConfig?.aspectRatio
  if (ratio !== undefined && !aspectRatios.includes(String(ratio)))
    return `Unsupported aspect ratio: ${String(ratio)}`
  return undefined
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}
