import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PNG } from 'pngjs'
import { goodDrawing } from './model-pictures'

// A contract fake: a local server that answers as OpenAI's documented API does for
// POST /v1/images/generations, /v1/chat/completions and /v1/moderations, checks the Bearer key and
// the request shape, and can be told to fail in each way the real one can. Tests only.

export type Failure =
  | { kind: 'error'; status?: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'refuse'; code?: 'moderation_blocked' | 'content_policy_violation' }

export type ImagesBehaviour =
  | {
      kind: 'b64'
      png?: Buffer
      /** Answers only after this long, like a slow model. */
      delayMs?: number
    }
  | { kind: 'url'; png?: Buffer }
  /** One picture per request, in order; the last one again once they run out. */
  | { kind: 'sequence'; pngs: Buffer[]; served?: number }
  | { kind: 'empty' }
  | Failure
export type ChatBehaviour = { kind: 'reply'; content: string | null } | Failure
export type ModerationBehaviour =
  | { kind: 'result'; flagged: boolean; categories?: Record<string, boolean> }
  | Failure

export type RecordedRequest = { method: string; path: string; authorization?: string; body: unknown }

export type OpenAiFake = {
  /** Like https://api.openai.com/v1. */
  baseUrl: string
  apiKey: string
  /** Every request, in order, with its parsed JSON body. */
  requests: RecordedRequest[]
  images: ImagesBehaviour
  chat: ChatBehaviour
  moderations: ModerationBehaviour
  close: () => Promise<void>
}

const moderationCategories = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
]
// OpenAI's sizes, and WIDTHxHEIGHT as self-hosted compatible servers take it.
const imageSizes = /^(1024x1024|1536x1024|1024x1536|auto|[1-9]\d{1,3}x[1-9]\d{1,3})$/

/** A small valid PNG: white with a black square, like a tiny coloring page. */
export function tinyPng(width = 8, height = 8): Buffer {
  const png = new PNG({ width, height })
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    const y = Math.floor(i / width)
    const ink = x > 1 && x < width - 2 && y > 1 && y < height - 2 ? 0 : 255
    png.data.set([ink, ink, ink, 255], i * 4)
  }
  return PNG.sync.write(png)
}

export async function startOpenAiFake(options: { apiKey?: string } = {}): Promise<OpenAiFake> {
  const apiKey = options.apiKey ?? 'sk-fake-test-key-0123456789'
  const files = new Map<string, Buffer>()
  const fake: OpenAiFake = {
    baseUrl: '',
    apiKey,
    requests: [],
    images: { kind: 'b64' },
    chat: {
      kind: 'reply',
      content: 'a friendly lion wearing a crown in a sunny savanna, bold clean outlines',
    },
    moderations: { kind: 'result', flagged: false },
    close: async () => {},
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    const error = (status: number, message: string, type: string, code: string | null = null) =>
      send(status, { error: { message, type, param: null, code } })

    if (req.method === 'GET' && url.pathname.startsWith('/files/')) {
      const file = files.get(url.pathname)
      if (!file) return error(404, 'Not found', 'invalid_request_error')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(file)
    }

    const raw = await readBody(req)
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    fake.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
    })

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      const shown = (req.headers.authorization ?? '').replace(/^Bearer /, '')
      return error(401, `Incorrect API key provided: ${shown}.`, 'invalid_request_error', 'invalid_api_key')
    }
    if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return error(400, 'Send a JSON body with POST.', 'invalid_request_error')
    }
    const route = routes[url.pathname]
    if (!route) return error(404, `Invalid URL (${req.method} ${url.pathname})`, 'invalid_request_error')
    const problem = route.check(body)
    if (problem) return error(400, problem, 'invalid_request_error')

    const behaviour = fake[route.behaviour]
    switch (behaviour.kind) {
      case 'hang':
        return // never answers; close() ends the connection
      case 'error':
        return error(
          behaviour.status ?? 500,
          'The server had an error while processing your request. Sorry about that!',
          'server_error',
        )
      case 'malformed':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"b64_json": ')
      case 'refuse':
        return error(
          400,
          'Your request was rejected as a result of our safety system.',
          'image_generation_user_error',
          behaviour.code ?? 'moderation_blocked',
        )
    }
    const created = Math.floor(Date.now() / 1000)
    if (behaviour.kind === 'b64' && behaviour.delayMs)
      await new Promise((r) => setTimeout(r, behaviour.delayMs))
    if (behaviour.kind === 'b64')
      return send(200, { created, data: [{ b64_json: (behaviour.png ?? goodDrawing()).toString('base64') }] })
    if (behaviour.kind === 'sequence') {
      const served = behaviour.served ?? 0
      behaviour.served = served + 1
      const png = behaviour.pngs[Math.min(served, behaviour.pngs.length - 1)]
      return send(200, { created, data: [{ b64_json: png.toString('base64') }] })
    }
    if (behaviour.kind === 'url') {
      const path = `/files/img-${files.size + 1}.png`
      files.set(path, behaviour.png ?? goodDrawing())
      return send(200, { created, data: [{ url: `${origin}${path}` }] })
    }
    if (behaviour.kind === 'empty') return send(200, { created, data: [] })
    if (behaviour.kind === 'reply') {
      return send(200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created,
        model: (body as { model: string }).model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: behaviour.content, refusal: null },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      })
    }
    const categories = Object.fromEntries(
      moderationCategories.map((c) => [c, behaviour.categories?.[c] ?? false]),
    )
    return send(200, {
      id: 'modr-fake',
      model: 'omni-moderation-latest',
      results: [
        {
          flagged: behaviour.flagged,
          categories,
          category_scores: Object.fromEntries(
            moderationCategories.map((c) => [c, categories[c] ? 0.9 : 0.001]),
          ),
        },
      ],
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.baseUrl = `${origin}/v1`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

type Route = { behaviour: 'images' | 'chat' | 'moderations'; check: (body: unknown) => string | undefined }

// The request shapes OpenAI documents; anything else gets the 400 the real API would send.
const routes: Record<string, Route> = {
  '/v1/images/generations': {
    behaviour: 'images',
    check: (body) => {
      const b = body as Record<string, unknown> | undefined
      if (typeof b?.model !== 'string') return 'model is required'
      if (typeof b.prompt !== 'string' || !b.prompt.trim()) return 'prompt must be a non-empty string'
      if (b.prompt.length > 32000) return 'prompt is too long'
      if (b.n !== undefined && b.n !== 1) return 'n must be 1 here'
      if (b.size !== undefined && !imageSizes.test(String(b.size))) return `Invalid size ${String(b.size)}`
      return undefined
    },
  },
  '/v1/chat/completions': {
    behaviour: 'chat',
    check: (body) => {
      const b = body as Record<string, unknown> | undefined
      if (typeof b?.model !== 'string') return 'model is required'
      if (!Array.isArray(b.messages) || b.messages.length === 0) return 'messages must be a non-empty array'
      const ok = b.messages.every(
        (m) =>
          ['system', 'developer', 'user', 'assistant'].includes(m?.role) && typeof m?.content === 'string',
      )
      return ok ? undefined : 'each message needs a role and string content'
    },
  },
  '/v1/moderations': {
    behaviour: 'moderations',
    check: (body) => {
      const b = body as Record<string, unknown> | undefined
      if (typeof b?.input !== 'string' && !Array.isArray(b?.input)) return 'input is required'
      if (b?.model !== undefined && typeof b.model !== 'string') return 'model must be a string'
      return undefined
    },
  },
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
