import fs from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// A wide photo (a landscape, a class trip, a house) becomes a landscape page; upright and square ones,
// and every page from a prompt, stay portrait.
let t: TestApp
let alice: RegisteredUser
const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/photos/${name}.jpg`, import.meta.url))
beforeAll(async () => {
  t = await createTestApp()
  alice = await registerUser(t.app)
}, 60_000)
afterAll(() => t.close())

async function post(url: string, bytes: Buffer, fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  data.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg')
  const body = new Response(data)
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string, ...authHeader(alice.token) },
  })
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(alice.token) })
const pngSize = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata()
  return [meta.width, meta.height]
}
const mediaBox = (pdf: Buffer) => /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1]

describe('landscape photo pages', { timeout: 60_000 }, () => {
  it('a wide photo answers orientation landscape, a 3300x2550 PNG and a landscape PDF, listed the same', async () => {
    // landscape.jpg is 800x533: a phone photo taken sideways.
    const res = await post('/api/images/photo/', fixture('landscape'), { complexity: 'easy', size: 'letter' })
    expect(res.statusCode).toBe(201)
    const image = res.json()
    expect(image).toMatchObject({ size: 'letter', orientation: 'landscape', status: 'ready' })

    const listed = (await get('/api/images/')).json().find((i: { id: string }) => i.id === image.id)
    expect(listed.orientation).toBe('landscape')
    expect((await get(`/api/images/${image.id}/`)).json().orientation).toBe('landscape')

    const png = await get(`/api/images/${image.id}/download/`)
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(await pngSize(png.rawPayload)).toEqual([3300, 2550])
    // The picture the gallery shows (the signed URL) is the same landscape page.
    const shown = await t.app.inject({ method: 'GET', url: image.imageUrl })
    expect(await pngSize(shown.rawPayload)).toEqual([3300, 2550])

    const pdf = await get(`/api/images/${image.id}/download_pdf/`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(mediaBox(pdf.rawPayload)).toBe('0 0 792 612')
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
  })

  it('on A4 a wide photo is a 3508x2480 page and an 841.89x595.28 pt PDF', async () => {
    const res = await post('/api/images/photo/', fixture('cat'), { complexity: 'intricate', size: 'a4' })
    expect(res.json()).toMatchObject({ size: 'a4', orientation: 'landscape' })
    const id = res.json().id
    expect(await pngSize((await get(`/api/images/${id}/download/`)).rawPayload)).toEqual([3508, 2480])
    expect(mediaBox((await get(`/api/images/${id}/download_pdf/`)).rawPayload)).toBe('0 0 841.89 595.28')
  })

  it('an upright photo (stored sideways with an EXIF turn, as phones do) answers portrait, 2550x3300', async () => {
    const upright = await sharp(fixture('landscape')).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    const res = await post('/api/images/photo/', upright, { complexity: 'easy', size: 'letter' })
    expect(res.statusCode).toBe(201)
    expect(res.json().orientation).toBe('portrait')
    const id = res.json().id
    expect(await pngSize((await get(`/api/images/${id}/download/`)).rawPayload)).toEqual([2550, 3300])
    expect(mediaBox((await get(`/api/images/${id}/download_pdf/`)).rawPayload)).toBe('0 0 612 792')
  })

  it('a square photo and a page from a prompt are portrait', async () => {
    const square = await post('/api/images/photo/', fixture('astronaut'), { complexity: 'easy' })
    expect(square.json().orientation).toBe('portrait')
    const prompt = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a wide red bus', improve_prompt: false },
      headers: authHeader(alice.token),
    })
    expect(prompt.statusCode).toBe(201)
    expect(prompt.json().orientation).toBe('portrait')
  })

  it('the free preview of a wide photo is a landscape picture', async () => {
    const res = await post('/api/images/photo/preview/', fixture('landscape'), { complexity: 'easy' })
    expect(res.statusCode).toBe(200)
    const [width, height] = await pngSize(Buffer.from(res.json().image, 'base64'))
    expect(width).toBeGreaterThan(height as number)
  })
})
