import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderedFile } from '../seo/public-pages'
import { registerPublicPages } from './public-pages'

describe('prerendered public pages', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-pages-'))
  const app = Fastify()

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>')
    fs.mkdirSync(path.join(dist, 'prerendered'))
    fs.writeFileSync(
      path.join(dist, prerenderedFile('/pricing')),
      '<link rel="canonical" href="%PUBLIC_URL%/pricing"><meta property="og:image" content="%PUBLIC_URL%/x.jpg">',
    )
    await app.register(fastifyStatic, { root: dist, index: false })
    registerPublicPages(app, dist, 'https://colorly.example/?a="b"')
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it("answers a prerendered page with this server's public address filled in, escaped", async () => {
    const res = await app.inject('/pricing')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(
      '<link rel="canonical" href="https://colorly.example/?a=&quot;b&quot;/pricing">' +
        '<meta property="og:image" content="https://colorly.example/?a=&quot;b&quot;/x.jpg">',
    )
  })

  it('answers a public page the build did not prerender with the app shell', async () => {
    const res = await app.inject('/terms')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('<html>shell</html>')
  })

  it('names the files by address', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html')
    expect(prerenderedFile('/free-coloring-pages')).toBe('prerendered/free-coloring-pages.html')
  })
})
