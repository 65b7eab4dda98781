import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

// The attack-and-fault probe: the built server (`npm start`'s dist-server/main.js) on a fresh DATA_DIR,
// tried the way an attacker and a careless client would. Every answer must be a 2xx, 3xx or the right
// 4xx with a JSON {error} (never a 5xx, a stack trace or a file from outside the app), another user's
// page must be a 404, and a page in flight when the process is killed -9 must be ready (or failed with
// its unit given back) within a minute of the next start, with units spent equal to pages listed.
//
//   npm run probe   (PORT=5306 by default)
//   (PROBE_PARTS=crash,words for some parts, CRASH_CYCLES=6 for more kills)
//
// Not part of npm test: it takes a few minutes and kills its own server.

const PORT = Number(process.env.PORT ?? 5306)
const BASE = `http://127.0.0.1:${PORT}`
const root = path.resolve(import.meta.dirname, '..', '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-probe-'))

/** The names every plain object inherits, and a few more a lookup by text could trip on. */
const WORDS = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  'constructor.prototype',
  '__proto__.polluted',
  'valueOf toString',
  'length',
  'then',
]
/** Signs that an answer gives away how the server is built. */
const LEAKS = [/\bat \S+ \(/, /node_modules/, /\/dist-server\//, /root:x:0:0/, /BEGIN [A-Z ]*PRIVATE KEY/]

type Check = { name: string; ok: boolean; detail: string }
const checks: Check[] = []
function record(name: string, ok: boolean, detail = '') {
  checks.push({ name, ok, detail })
  if (!ok || process.env.PROBE_VERBOSE) console.log(`${ok ? 'ok' : 'FAIL'} ${name} ${detail}`)
}

type Answer = { status: number; body: string; type: string }
async function call(
  method: string,
  url: string,
  opts: {
    token?: string
    json?: unknown
    body?: BodyInit
    type?: string
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = `Token ${opts.token}`
  let body = opts.body
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json)
    headers['content-type'] = 'application/json'
  }
  if (opts.type) headers['content-type'] = opts.type
  try {
    const res = await fetch(`${BASE}${url}`, { method, headers, body, redirect: 'manual' })
    return { status: res.status, body: await res.text(), type: res.headers.get('content-type') ?? '' }
  } catch (error) {
    return { status: 0, body: String(error), type: '' }
  }
}

/** No 5xx, no dropped connection, no leak; a 4xx on /api/ says why as JSON. */
function sound(name: string, a: Answer, allowed?: number[]) {
  const leak = LEAKS.find((re) => re.test(a.body))
  let ok = a.status > 0 && a.status < 500 && !leak
  let why = leak ? `leaks ${leak}` : ''
  if (ok && allowed && !allowed.includes(a.status)) {
    ok = false
    why = `expected ${allowed.join('/')}`
  }
  if (ok && a.status >= 400 && a.type.includes('application/json')) {
    const parsed = JSON.parse(a.body) as { error?: unknown }
    ok = typeof parsed.error === 'string' && parsed.error.length > 0
    if (!ok) why = 'a 4xx without {error}'
  }
  record(name, ok, `${a.status} ${why} ${a.body.slice(0, 160)}`)
  return a
}

let server: ChildProcess | null = null
async function start() {
  server = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if ((await call('GET', '/api/health/')).status === 200) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server did not start')
}
async function killHard() {
  const child = server
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await exited
}

let accounts = 0
async function newUser(): Promise<string> {
  accounts++
  const email = `probe-${accounts}-${Date.now()}@example.com`
  const a = await call('POST', '/api/auth/register/', { json: { email, password: 'a long enough password' } })
  if (a.status !== 201 && a.status !== 200) throw new Error(`register: ${a.status} ${a.body}`)
  return (JSON.parse(a.body) as { token: string }).token
}

async function prototypeWords() {
  // Ten free pages an account: two words a page each on generate, and the rest on the free routes.
  let token = await newUser()
  let made = 0
  for (const word of WORDS) {
    if (made === 8) {
      token = await newUser()
      made = 0
    }
    const body = { prompt: word, improve_prompt: false, complexity: made % 2 ? 'intricate' : 'easy' }
    const a = sound(`generate "${word}"`, await call('POST', '/api/images/generate/', { token, json: body }))
    if (a.status === 201 || a.status === 202) made++
    // The per-minute limit is ten: keep under it.
    await new Promise((r) => setTimeout(r, 6500))
  }
  for (const [i, word] of WORDS.entries()) {
    const visitor = `probe-visitor-${i}-${Date.now()}`
    sound(
      `trial "${word}"`,
      await call('POST', '/api/images/trial/', { json: { prompt: word, visitor_id: visitor } }),
    )
    sound(`gallery ?q=${word}`, await call('GET', `/free-coloring-pages?q=${encodeURIComponent(word)}`))
    sound(`gallery /${word}`, await call('GET', `/free-coloring-pages/${encodeURIComponent(word)}`))
    sound(
      `gallery /${word}/${word}/download.png`,
      await call(
        'GET',
        `/free-coloring-pages/${encodeURIComponent(word)}/${encodeURIComponent(word)}/download.png`,
      ),
    )
    sound(
      `image id "${word}"`,
      await call('GET', `/api/images/${encodeURIComponent(word)}/`, { token }),
      [404],
    )
  }
  const sheets = await newUser()
  for (const word of WORDS) {
    const tracing = { kind: 'tracing', text: word.slice(0, 20) }
    sound(`tracing "${word}"`, await call('POST', '/api/worksheets/', { token: sheets, json: tracing }))
    sound(
      `worksheet kind "${word}"`,
      await call('POST', '/api/worksheets/', { token: sheets, json: { kind: word, prompt: 'a cat' } }),
      [400],
    )
    sound(
      `fields "${word}"`,
      await call('POST', '/api/images/generate/', {
        token: sheets,
        json: { prompt: 'a cat', complexity: word, style: word, size: word },
      }),
      [400],
    )
  }
  for (const kind of ['color_by_number', 'dot_to_dot']) {
    sound(
      `${kind} of image_id "__proto__"`,
      await call('POST', '/api/worksheets/', { token: sheets, json: { kind, image_id: '__proto__' } }),
      [404],
    )
  }
}

async function malformedBodies() {
  const token = await newUser()
  const raw = (name: string, body: string, type = 'application/json', allowed = [400]) =>
    call('POST', '/api/images/generate/', { token, body, type }).then((a) => sound(name, a, allowed))
  await raw('broken JSON', '{"prompt": "a cat"')
  await raw('JSON null', 'null')
  await raw('JSON array', '[]')
  await raw('JSON string', '"a cat"')
  await raw('JSON number', '12')
  await raw('empty JSON body', '')
  await raw(
    'deeply nested JSON',
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    'application/json',
    [400, 413],
  )
  await raw('2 MB JSON', JSON.stringify({ prompt: 'a'.repeat(2_000_000) }), 'application/json', [413])
  await raw(
    '__proto__ key',
    '{"__proto__": {"prompt": "a cat"}, "prompt": "a dog"}',
    'application/json',
    [200, 201, 202, 400],
  )
  await raw(
    'constructor key',
    '{"constructor": {"prototype": {"x": 1}}, "prompt": "a dog"}',
    'application/json',
    [200, 201, 202, 400],
  )
  await raw('text/plain', '{"prompt": "a cat"}', 'text/plain', [400, 415])
  await raw('form-urlencoded', 'prompt=a+cat', 'application/x-www-form-urlencoded', [400, 415])
  // A charset the bytes do not match is read as UTF-8, what every client sends.
  await raw(
    'JSON labelled UTF-16',
    '{"prompt": "a cat"}',
    'application/json; charset=utf-16',
    [201, 400, 415],
  )
  await raw('multipart to generate', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', [400, 415])
  await raw('no content type', '{"prompt": "a cat"}', '', [400, 415])
  // The body as a JSON string whose text is not valid UTF-8.
  const badUtf8 = Buffer.concat([
    Buffer.from('{"prompt": "'),
    Buffer.from([0xff, 0xfe, 0xc0]),
    Buffer.from('"}'),
  ])
  sound(
    'bytes that are not UTF-8',
    await call('POST', '/api/images/generate/', { token, body: badUtf8, type: 'application/json' }),
  )
  sound(
    'a lone surrogate',
    await call('POST', '/api/images/generate/', {
      token,
      body: '{"prompt": "\\ud800 cat"}',
      type: 'application/json',
    }),
  )
  sound(
    'JSON to register',
    await call('POST', '/api/auth/register/', { body: '{', type: 'application/json' }),
    [400],
  )
  sound(
    'pageview 2 MB',
    await call('POST', '/api/analytics/pageview/', { json: { path: 'x'.repeat(2_000_000) } }),
    [400, 413],
  )
}

async function photoUploads() {
  const token = await newUser()
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8ec5ff' } })
    .jpeg()
    .toBuffer()
  const form = (parts: [string, Blob | string, string?][]) => {
    const f = new FormData()
    for (const [name, value, file] of parts) {
      if (typeof value === 'string') f.append(name, value)
      else f.append(name, value, file)
    }
    return f
  }
  const post = (
    name: string,
    body: BodyInit,
    allowed: number[],
    type?: string,
    url = '/api/images/photo/preview/',
  ) => call('POST', url, { token, body, type }).then((a) => sound(name, a, allowed))
  const photo = new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })
  await post('photo as JSON', JSON.stringify({ photo: 'x' }), [415], 'application/json')
  await post('no boundary', '--x\r\n', [400, 415], 'multipart/form-data')
  await post(
    'cut short',
    '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    [400],
    'multipart/form-data; boundary=x',
  )
  await post('no photo', form([['complexity', 'easy']]), [400])
  await post(
    'two photos',
    form([
      ['photo', photo, 'a.jpg'],
      ['photo', photo, 'b.jpg'],
    ]),
    [400],
  )
  await post('a text file', form([['photo', new Blob(['hello']), 'a.txt']]), [400, 415, 422])
  for (const word of ['__proto__', 'constructor', 'toString']) {
    // @fastify/multipart refuses a field named after anything in Object.prototype.
    await post(
      `field named ${word}`,
      form([
        [word, 'x'],
        ['photo', photo, 'a.jpg'],
      ]),
      [400],
    )
    await post(
      `complexity ${word}`,
      form([
        ['complexity', word],
        ['photo', photo, 'a.jpg'],
      ]),
      [400],
    )
    await post(
      `focus ${word}`,
      form([
        ['focus', word],
        ['photo', photo, 'a.jpg'],
      ]),
      [400],
    )
  }
  const big = new Blob([new Uint8Array(21 * 1024 * 1024)], { type: 'image/jpeg' })
  await post('21 MB photo', form([['photo', big, 'big.jpg']]), [413], undefined, '/api/images/photo/')
}

async function otherUsersAndStrangers() {
  const owner = await newUser()
  const other = await newUser()
  const made = await call('POST', '/api/images/generate/', {
    token: owner,
    json: { prompt: 'a cat', improve_prompt: false },
  })
  const id = (JSON.parse(made.body) as { id: string }).id
  for (const suffix of ['', 'download/', 'download_pdf/']) {
    sound(
      `another's page ${suffix || 'json'}`,
      await call('GET', `/api/images/${id}/${suffix}`, { token: other }),
      [404],
    )
  }
  sound("delete another's page", await call('DELETE', `/api/images/${id}/`, { token: other }), [404])
  for (const kind of ['color_by_number', 'dot_to_dot']) {
    sound(
      `a ${kind} of another's page`,
      await call('POST', '/api/worksheets/', { token: other, json: { kind, image_id: id } }),
      [404],
    )
  }
  sound('unsigned file', await call('GET', `/api/images/${id}/file/`), [401, 403, 404])
  sound(
    'forged signature',
    await call('GET', `/api/images/${id}/file/?exp=9999999999&sig=abc`),
    [401, 403, 404],
  )
  sound('own page still there', await call('GET', `/api/images/${id}/`, { token: owner }), [200])
  const strangers: [string, string, unknown?][] = [
    ['GET', '/api/images/'],
    ['GET', `/api/images/${id}/`],
    ['GET', `/api/images/${id}/download/`],
    ['DELETE', `/api/images/${id}/`],
    ['POST', '/api/images/generate/', { prompt: 'a cat' }],
    ['POST', '/api/worksheets/', { kind: 'tracing', text: 'abc' }],
    ['GET', '/api/images/usage/'],
    ['GET', '/api/images/suggest/'],
    ['GET', '/api/auth/me/'],
    ['GET', '/api/billing/subscription/'],
    ['POST', '/api/create-checkout-session/', {}],
  ]
  for (const [method, url, json] of strangers)
    sound(`no session ${method} ${url}`, await call(method, url, { json }), [401])
  for (const auth of [
    'Token ',
    'Token abc',
    'Bearer abc',
    `Token ${'a'.repeat(8000)}`,
    'Token ../../etc',
    'Tökén x',
  ]) {
    sound(
      `authorization "${auth.slice(0, 20)}"`,
      await call('GET', '/api/images/', { headers: { authorization: auth } }),
      [400, 401],
    )
  }
}

async function traversal() {
  const token = await newUser()
  const urls = [
    '/free-coloring-pages/..%2f..%2f..%2fetc/passwd',
    '/free-coloring-pages/animals/..%2f..%2f..%2fetc%2fpasswd/download.png',
    '/free-coloring-pages/%2e%2e/%2e%2e/download.pdf',
    '/free-coloring-pages/animals/%00/thumb.webp',
    '/api/images/..%2f..%2f..%2fetc%2fpasswd/download/',
    '/api/images/%2e%2e%2f%2e%2e%2fdata/file/',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%5c..%5cpackage.json',
    '/prerendered/index.html',
    '/.env',
    '/../package.json',
  ]
  for (const url of urls) {
    const a = sound(`traversal ${url}`, await call('GET', url, { token }))
    record(
      `traversal ${url} gives no file of the server`,
      !/"dependencies"|DATA_DIR=|root:x:/.test(a.body),
      a.body.slice(0, 80),
    )
  }
}

/** Query strings, headers, methods and the other routes that take text, with the same words. */
async function otherSurfaces() {
  const token = await newUser()
  const q = (v: string) => encodeURIComponent(v)
  for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const gets = [
      `/api/images/?page=${q(word)}&${q(word)}=1`,
      `/api/images/download_trial/?visitor_id=${q(`${word}-visitor`)}`,
      `/free-coloring-pages?q[${q(word)}]=1&q=${q(word)}`,
      `/free-coloring-pages/animals?page=${q(word)}`,
      `/api/billing/sandbox/checkout/?session=${q(word)}`,
      `/api/billing/sandbox/portal/?session=${q(word)}`,
      `/api/plans/?${q(word)}=1`,
      `/api/config/?${q(word)}=1`,
    ]
    for (const url of gets) sound(`GET ${url}`, await call('GET', url, { token }))
    const posts: [string, unknown][] = [
      ['/api/auth/register/', { email: `${word}@example.com`, password: word }],
      ['/api/auth/login/', { email: word, password: word }],
      ['/api/password-reset/', { email: `${word}@example.com` }],
      ['/api/password-reset-confirm/', { uid: word, token: word, new_password: 'a long enough password' }],
      ['/api/create-checkout-session/', { priceId: word }],
      ['/api/create-checkout-session/', { returnUrl: word }],
      ['/api/analytics/pageview/', { path: `/${word}`, referrer: word, visitor_id: `${word}-visitor` }],
      ['/api/billing/sandbox/checkout/pay/', { session: word }],
      ['/api/stripe/webhook/', { type: word, data: { object: { [word]: word } } }],
    ]
    for (const [url, json] of posts)
      sound(`POST ${url} with ${word}`, await call('POST', url, { token, json }))
    sound(
      `Idempotency-Key ${word}`,
      await call('POST', '/api/images/generate/', {
        token,
        json: { prompt: 'a cat', improve_prompt: false },
        headers: { 'idempotency-key': word },
      }),
    )
  }
  sound(
    'a 300-character Idempotency-Key',
    await call('POST', '/api/images/generate/', {
      token,
      json: { prompt: 'a cat' },
      headers: { 'idempotency-key': 'k'.repeat(300) },
    }),
    [400],
  )
  for (const word of ['__proto__', 'constructor']) {
    for (const kind of ['color_by_number', 'dot_to_dot']) {
      sound(
        `${kind} of prompt "${word}"`,
        await call('POST', '/api/worksheets/', { token, json: { kind, prompt: word } }),
      )
    }
  }
  for (const method of ['PUT', 'PATCH', 'OPTIONS']) {
    sound(`${method} /api/images/`, await call(method, '/api/images/', { token, json: {} }))
  }
  for (const [name, value] of [
    ['x-forwarded-for', '__proto__, ::ffff:not-an-ip'],
    ['accept-language', '__proto__;q=1, constructor'],
    ['cookie', '__proto__=1; constructor=2; toString'],
  ]) {
    sound(`header ${name}`, await call('GET', '/api/images/', { token, headers: { [name]: value } }), [200])
  }
}

/** Text no keyboard test would type, and pictures no camera makes. */
async function oddInput() {
  const token = await newUser()
  const texts = [
    '\u0000',
    'a\u0000b',
    '😀🦄🐉',
    'ﬁﬂ ß İı',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'e\u0301\u0301\u0301',
    '中文 日本語 한국어',
    '\u202eevil\u202c',
    '\u200b\u200b',
    '\t\n\r',
    '((((*+?[',
    '<script>alert(1)</script>',
    '%s%n%x',
    '../../etc/passwd',
  ]
  let pages = 0
  let user = token
  for (const text of texts) {
    if (pages >= 8) {
      user = await newUser()
      pages = 0
    }
    const a = sound(
      `generate ${JSON.stringify(text)}`,
      await call('POST', '/api/images/generate/', {
        token: user,
        json: { prompt: text, improve_prompt: false },
      }),
    )
    if (a.status === 201 || a.status === 202) pages++
    await new Promise((r) => setTimeout(r, 6500))
    sound(
      `tracing ${JSON.stringify(text)}`,
      await call('POST', '/api/worksheets/', { token, json: { kind: 'tracing', text, style: 'precursive' } }),
    )
    const found = sound(
      `gallery ?q=${JSON.stringify(text)}`,
      await call('GET', `/free-coloring-pages?q=${encodeURIComponent(text)}`),
    )
    if (text.includes('<script>'))
      record('the gallery echoes a search as text, not markup', !found.body.includes(text), '')
  }
  const raw = (create: { width: number; height: number; channels: 3 | 4 }) =>
    sharp({ create: { ...create, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
  const pictures: [string, Promise<Buffer>][] = [
    ['a 1x1 PNG', raw({ width: 1, height: 1, channels: 4 }).png().toBuffer()],
    ['a 6000x4 strip', raw({ width: 6000, height: 4, channels: 3 }).jpeg().toBuffer()],
    ['a 4x6000 strip', raw({ width: 4, height: 6000, channels: 3 }).png().toBuffer()],
    ['a see-through PNG', raw({ width: 600, height: 400, channels: 4 }).png().toBuffer()],
    ['a 16-bit PNG', raw({ width: 500, height: 500, channels: 3 }).png().toColourspace('rgb16').toBuffer()],
    ['a grey JPEG', raw({ width: 500, height: 400, channels: 3 }).greyscale().jpeg().toBuffer()],
    ['a CMYK JPEG', raw({ width: 500, height: 400, channels: 3 }).toColourspace('cmyk').jpeg().toBuffer()],
    ['a lossless WebP', raw({ width: 500, height: 400, channels: 4 }).webp({ lossless: true }).toBuffer()],
    [
      'a JPEG turned by EXIF',
      raw({ width: 500, height: 400, channels: 3 }).jpeg().withMetadata({ orientation: 8 }).toBuffer(),
    ],
  ]
  for (const [name, made] of pictures) {
    const bytes = await made
    const f = new FormData()
    f.append('photo', new Blob([new Uint8Array(bytes)]), 'photo')
    const a = sound(
      `photo preview: ${name}`,
      await call('POST', '/api/images/photo/preview/', { token, body: f }),
    )
    // Every one of them is a whole, readable picture.
    record(`photo preview: ${name} is not called damaged`, !a.body.includes('damaged'), a.body.slice(0, 120))
  }
}

/** The same thing asked for twice at once: one wins, the other gets an answer too, never a 5xx. */
async function races() {
  const token = await newUser()
  const together = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make))
  const key = `race-${Date.now()}`
  const same = await together(4, () =>
    call('POST', '/api/images/generate/', {
      token,
      json: { prompt: 'a cat on a mat', improve_prompt: false },
      headers: { 'idempotency-key': key },
    }),
  )
  for (const [i, a] of same.entries()) sound(`one Idempotency-Key four times at once (${i})`, a)
  const ids = new Set(
    same.filter((a) => a.status < 300).map((a) => (JSON.parse(a.body) as { id: string }).id),
  )
  record('one Idempotency-Key makes one page', ids.size <= 1, [...ids].join(', '))
  const email = `race-${Date.now()}@example.com`
  const registered = await together(3, () =>
    call('POST', '/api/auth/register/', { json: { email, password: 'a long enough password' } }),
  )
  for (const [i, a] of registered.entries()) sound(`one email registered three times at once (${i})`, a)
  const id = [...ids][0]
  if (id) {
    const deleted = await together(3, () => call('DELETE', `/api/images/${id}/`, { token }))
    for (const [i, a] of deleted.entries())
      sound(`one page deleted three times at once (${i})`, a, [204, 404])
  }
}

type Page = { id: string; status: string }
const listPages = async (token: string) =>
  JSON.parse((await call('GET', '/api/images/', { token })).body) as Page[]

/** Kill -9 with pages in flight, start again, and see every page settle, charged once, `cycles` times. */
async function crashMidPage(cycles: number) {
  const token = await newUser()
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const before = (await listPages(token)).length
    // Pages in flight: the answers never come, the process is killed under them.
    const inFlight = ['a dragon in a castle', 'an owl in a forest'].map((prompt) =>
      call('POST', '/api/images/generate/', {
        token,
        json: { prompt: `${prompt} ${cycle}`, improve_prompt: false, complexity: 'intricate' },
      }),
    )
    // Killed once a page is listed pending (its unit reserved), or after three seconds whatever the state.
    const waitUntil = Date.now() + 3000
    while (Date.now() < waitUntil && (await listPages(token)).length === before) {
      await new Promise((r) => setTimeout(r, 50))
    }
    await killHard()
    await Promise.all(inFlight)
    const started = Date.now()
    await start()
    let pages: Page[] = []
    while (Date.now() - started < 60_000) {
      pages = await listPages(token)
      if (pages.every((p) => p.status !== 'pending')) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const statuses = pages.map((p) => p.status).join(', ')
    record(
      `cycle ${cycle}: pages in flight at kill -9 settle within a minute of the start`,
      pages.every((p) => p.status !== 'pending'),
      `${seconds} s: ${statuses}`,
    )
    const usage = JSON.parse((await call('GET', '/api/images/usage/', { token })).body) as {
      images_generated: number
    }
    const ready = pages.filter((p) => p.status === 'ready')
    record(
      `cycle ${cycle}: units spent equal pages ready`,
      usage.images_generated === ready.length,
      `${usage.images_generated} units, ${ready.length} ready of ${pages.length}`,
    )
    for (const page of ready) {
      sound(
        `cycle ${cycle}: page ${page.id} downloads`,
        await call('GET', `/api/images/${page.id}/download/`, { token }),
        [200],
      )
    }
    console.log(`kill -9 ${cycle}: ${pages.length} pages (${statuses}) settled ${seconds} s after the start`)
  }
}

try {
  await start()
  const parts = {
    bodies: malformedBodies,
    photos: photoUploads,
    users: otherUsersAndStrangers,
    traversal,
    words: prototypeWords,
    more: otherSurfaces,
    odd: oddInput,
    races,
    crash: () => crashMidPage(Number(process.env.CRASH_CYCLES ?? 4)),
  }
  // PROBE_PARTS=crash,words runs only those parts.
  const chosen = process.env.PROBE_PARTS?.split(',') ?? Object.keys(parts)
  for (const [name, run] of Object.entries(parts)) if (chosen.includes(name)) await run()
} finally {
  await killHard()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
const failed = checks.filter((c) => !c.ok)
console.log(`${checks.length - failed.length} of ${checks.length} checks hold`)
for (const c of failed) console.log(`  ${c.name}: ${c.detail}`)
process.exitCode = failed.length ? 1 : 0
