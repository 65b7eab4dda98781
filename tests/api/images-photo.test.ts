import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges } from '../../server/db/schema'
import { syntheticPhoto } from '../../server/engine/photo/synthetic-photo'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let alice: RegisteredUser
let cat: Buffer
beforeAll(async () => {
  t = await createTestApp()
  alice = await registerUser(t.app)
  // A phone photo with a location in it: the page must not carry it.
  cat = await sharp(await syntheticPhoto('pet', { megapixels: 1 }))
    .withExif({ IFD0: { Copyright: 'grandma-secret-exif' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer()
}, 60_000)
afterAll(() => t.close())

type Upload = { bytes: Buffer; type?: string; name?: string; field?: string }

async function form(upload: Upload | null, fields: Record<string, string> = { complexity: 'easy' }) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  if (upload) {
    const blob = new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? 'image/jpeg' })
    data.append(upload.field ?? 'photo', blob, upload.name ?? 'cat.jpg')
  }
  const body = new Response(data)
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string },
  }
}

async function post(
  url: string,
  user: RegisteredUser | null,
  upload: Upload | null,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const f = await form(upload, fields)
  return t.app.inject({
    method: 'POST',
    url,
    payload: f.payload,
    headers: { ...f.headers, ...(user ? authHeader(user.token) : {}), ...headers },
  })
}
const photo = (user: RegisteredUser | null, upload: Upload | null, fields?: Record<string, string>, h = {}) =>
  post('/api/images/photo/', user, upload, fields, h)
const get = (url: string, user: RegisteredUser) =>
  t.app.inject({ method: 'GET', url, headers: authHeader(user.token) })
const charges = (userId: string) => chargeCount(t.db, userId)
const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))

describe('photo to page', { timeout: 60_000 }, () => {
  it('answers 201 with the same image JSON as generate, counts one page, and lists it with downloads', async () => {
    const res = await photo(alice, { bytes: cat }, { complexity: 'intricate', size: 'a4' })
    expect(res.statusCode).toBe(201)
    const image = res.json()
    expect(image).toEqual({
      id: expect.any(String),
      prompt_raw: 'From a photo',
      prompt_final: 'From a photo',
      complexity: 'intricate',
      style: 'realistic',
      size: 'a4',
      // The test photo is 4:3: a landscape page (images-photo-landscape.test.ts).
      orientation: 'landscape',
      imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}\/file\/\?exp=\d+&sig=[\w-]+$/),
      createdAt: expect.any(String),
      subjects: [],
      left_out: [],
      stand_ins: [],
      status: 'ready',
      kind: 'page',
    })
    expect(await charges(alice.user.id)).toBe(1)
    const list = (await get('/api/images/', alice)).json()
    expect(list.map((i: { id: string }) => i.id)).toContain(image.id)

    const png = await get(`/api/images/${image.id}/download/`, alice)
    expect(png.statusCode).toBe(200)
    expect(isPng(png.rawPayload)).toBe(true)
    const meta = await sharp(png.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([3508, 2480])
    const pdf = await get(`/api/images/${image.id}/download_pdf/`, alice)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The PDF holds vector paths, not the photo nor a bitmap of it.
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
  })

  it('keeps only the page: no copy of the photo and none of its EXIF on disk', async () => {
    const user = await registerUser(t.app)
    const res = await photo(user, { bytes: cat })
    expect(res.statusCode).toBe(201)
    const dir = path.join(t.dataDir, 'images')
    const mine = fs.readdirSync(dir).filter((f) => f.includes(res.json().id))
    expect(mine.sort().map((f) => path.extname(f))).toEqual(['.pdf', '.png'])
    for (const f of fs.readdirSync(dir)) {
      const bytes = fs.readFileSync(path.join(dir, f))
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false)
      expect(bytes.includes('grandma-secret-exif')).toBe(false)
    }
  })

  it('takes PNG and WebP too, whatever type the upload claims', async () => {
    const user = await registerUser(t.app)
    const png = await syntheticPhoto('building', { megapixels: 0.5, format: 'png' })
    const webp = await syntheticPhoto('landscape', { megapixels: 0.5, format: 'webp' })
    expect(
      (await photo(user, { bytes: png, type: 'application/octet-stream', name: 'x.bin' })).statusCode,
    ).toBe(201)
    expect((await photo(user, { bytes: webp, type: 'image/webp', name: 'garden.webp' })).statusCode).toBe(201)
    expect(await charges(user.user.id)).toBe(2)
  })

  it('the same Idempotency-Key twice makes one page and charges once', async () => {
    const user = await registerUser(t.app)
    const headers = { 'idempotency-key': 'offline-photo-1' }
    const first = await photo(user, { bytes: cat }, undefined, headers)
    const again = await photo(user, { bytes: cat }, undefined, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    expect(await charges(user.user.id)).toBe(1)
  })

  it('takes where the person tapped their pet, as part of what the Idempotency-Key stands for', async () => {
    const user = await registerUser(t.app)
    const headers = { 'idempotency-key': 'tapped-photo-1' }
    const tapped = await photo(user, { bytes: cat }, { complexity: 'easy', focus: '0.5,0.45' }, headers)
    expect(tapped.statusCode).toBe(201)
    // The same key with another tap is another page asked for: refused, not answered with the first.
    const moved = await photo(user, { bytes: cat }, { complexity: 'easy', focus: '0.2,0.2' }, headers)
    expect(moved.statusCode).toBe(422)
    expect(await charges(user.user.id)).toBe(1)
  })

  it('with no pages left answers 403 like generate, and makes nothing', async () => {
    const user = await registerUser(t.app)
    const now = new Date()
    await t.db.insert(generationCharges).values(
      Array.from({ length: 10 }, () => ({
        userId: user.user.id,
        imageId: crypto.randomUUID(),
        createdAt: now,
      })),
    )
    const res = await photo(user, { bytes: cat })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatch(/Upgrade your plan/)
    expect(await charges(user.user.id)).toBe(10)
  })

  it('without a token answers 401', async () => {
    expect((await photo(null, { bytes: cat })).statusCode).toBe(401)
  })
})

describe('bad uploads get a clear 4xx and charge nothing', { timeout: 60_000 }, () => {
  let bob: RegisteredUser
  beforeAll(async () => {
    bob = await registerUser(t.app)
  })
  const refused = async (
    res: { statusCode: number; json: () => { error: string } },
    status: number,
    words: RegExp,
  ) => {
    expect(res.statusCode).toBe(status)
    expect(res.json().error).toMatch(words)
    expect(await charges(bob.user.id)).toBe(0)
  }

  it('415 for a file that is not a photo, or a type we do not take', async () => {
    await refused(
      await photo(bob, { bytes: Buffer.from('hello'), type: 'text/plain' }),
      415,
      /JPEG, PNG or WebP/,
    )
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    await refused(await photo(bob, { bytes: gif, type: 'image/gif' }), 415, /JPEG, PNG or WebP/)
  })

  it('415 for a request that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/photo/',
      payload: { photo: 'base64...' },
      headers: authHeader(bob.token),
    })
    await refused(res, 415, /multipart\/form-data/)
  })

  it('413 for a file over 20 MB', async () => {
    const big = Buffer.concat([cat, Buffer.alloc(21 * 1024 * 1024)])
    await refused(await photo(bob, { bytes: big }), 413, /20 MB/)
  })

  it('413 for a picture over 40 megapixels: a decompression bomb is refused from its header', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await refused(await photo(bob, { bytes: bomb, type: 'image/png' }), 413, /40 megapixels/)
  })

  it('400 for a damaged photo, with the unit given back', async () => {
    await refused(await photo(bob, { bytes: cat.subarray(0, cat.length / 2) }), 400, /damaged/)
    await refused(await photo(bob, { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) }), 400, /damaged/)
  })

  it('400 for a picture too small or too thin to draw, with the unit given back', async () => {
    for (const [width, height] of [
      [1, 1],
      [6000, 40],
    ]) {
      const sliver = await sharp({ create: { width, height, channels: 3, background: '#c84' } })
        .jpeg()
        .toBuffer()
      await refused(await photo(bob, { bytes: sliver }), 400, /too small or too thin/)
    }
  })

  it('400 for a missing photo or a wrong complexity', async () => {
    await refused(await photo(bob, null), 400, /photo/)
    await refused(await photo(bob, { bytes: cat, field: 'picture' }), 400, /photo/)
    await refused(await photo(bob, { bytes: cat }, { complexity: 'hard' }), 400, /complexity must be/)
  })

  it('400 for a tap that is not two numbers from 0 to 1', async () => {
    for (const focus of ['middle', '1.5,0.5', '0.5', '-0.1,0.2', ''])
      await refused(await photo(bob, { bytes: cat }, { complexity: 'easy', focus }), 400, /focus must be/)
  })
})

describe('preview', { timeout: 60_000 }, () => {
  it('answers a small picture of the page without counting it', async () => {
    const user = await registerUser(t.app)
    const res = await post('/api/images/photo/preview/', user, { bytes: cat }, { complexity: 'easy' })
    expect(res.statusCode).toBe(200)
    const png = Buffer.from(res.json().image, 'base64')
    expect(isPng(png)).toBe(true)
    // 640 px wide for an upright page; this 4:3 photo's landscape page at the same scale is 828.
    expect((await sharp(png).metadata()).width).toBe(828)
    expect(await charges(user.user.id)).toBe(0)
    expect((await get('/api/images/', user)).json()).toHaveLength(0)
  })

  // Previews of a real photo (tests/fixtures/photos/CREDITS.md), untapped and tapped at `focus`.
  async function previews(user: RegisteredUser, name: string, focus: string) {
    const bytes = fs.readFileSync(new URL(`../fixtures/photos/${name}.jpg`, import.meta.url))
    const preview = (fields: Record<string, string>) =>
      post('/api/images/photo/preview/', user, { bytes }, { complexity: 'easy', ...fields })
    return { whole: await preview({}), tapped: await preview({ focus }) }
  }

  it('shows the tapped pet alone when the person taps it', async () => {
    const user = await registerUser(t.app)
    // The cat's face, tapped, is a pet's.
    const { whole, tapped } = await previews(user, 'cat', '0.5,0.5')
    expect(tapped.statusCode).toBe(200)
    expect(tapped.json().image).not.toBe(whole.json().image)
    expect(tapped.json().focused).toBe(true)
    expect(whole.json().focused).toBe(false)
    expect(await charges(user.user.id)).toBe(0)
  })

  it('draws the page as untapped, and says so, when no pet is where the person tapped', async () => {
    const user = await registerUser(t.app)
    // The cup: what grows from there is neither furry nor has a face.
    const { whole, tapped } = await previews(user, 'coffee', '0.45,0.35')
    expect(tapped.statusCode).toBe(200)
    expect(tapped.json()).toEqual({ image: whole.json().image, focused: false })
  })

  it('refuses bad files like the page itself, and is rate limited', async () => {
    const user = await registerUser(t.app)
    const notPhoto = await post('/api/images/photo/preview/', user, { bytes: Buffer.from('hi') })
    expect(notPhoto.statusCode).toBe(415)
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const codes: number[] = []
    for (let i = 0; i < 20; i++)
      codes.push((await post('/api/images/photo/preview/', user, { bytes: tiny })).statusCode)
    expect(codes.filter((c) => c === 429)).toHaveLength(1)
    expect(codes.at(-1)).toBe(429)
  })
})
