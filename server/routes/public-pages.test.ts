import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderedFile } from '../seo/public-pages'
import { registerPublicPages } from './public-pages'

const OPERATOR = {
  name: 'Colorly & Co "Ltd"',
  supportEmail: 'help@colorly.com',
  address: '1 Main St <Springfield>',
}

describe('prerendered public pages', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-pages-'))
  const app = Fastify()

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell %SUPPORT_EMAIL%</html>')
    fs.mkdirSync(path.join(dist, 'prerendered'))
    fs.writeFileSync(
      path.join(dist, prerenderedFile('/pricing')),
      '<link rel="canonical" href="%PUBLIC_URL%/pricing"><meta property="og:image" content="%PUBLIC_URL%/x.jpg">',
    )
    fs.writeFileSync(
      path.join(dist, prerenderedFile('/privacy')),
      '<meta name="colorly-operator" data-name="%COMPANY_NAME%" data-support-email="%SUPPORT_EMAIL%" data-address="%COMPANY_ADDRESS%">' +
        '<p>Colorly is run by %COMPANY_NAME%, %COMPANY_ADDRESS%. <a href="mailto:%SUPPORT_EMAIL%">%SUPPORT_EMAIL%</a></p>',
    )
    await app.register(fastifyStatic, { root: dist, index: false })
    registerPublicPages(app, dist, 'https://colorly.example/?a="b"', OPERATOR)
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

  it("fills in the operator's name, support address and postal address (SUPPORT_EMAIL...), escaped", async () => {
    const res = await app.inject('/privacy')
    expect(res.body).toBe(
      '<meta name="colorly-operator" data-name="Colorly &amp; Co &quot;Ltd&quot;" data-support-email="help@colorly.com" data-address="1 Main St &lt;Springfield&gt;">' +
        '<p>Colorly is run by Colorly &amp; Co &quot;Ltd&quot;, 1 Main St &lt;Springfield&gt;. <a href="mailto:help@colorly.com">help@colorly.com</a></p>',
    )
  })

  it('answers a public page the build did not prerender with the app shell, the operator filled in', async () => {
    const res = await app.inject('/terms')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('<html>shell help@colorly.com</html>')
  })

  it('names the files by address', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html')
    expect(prerenderedFile('/free-coloring-pages')).toBe('prerendered/free-coloring-pages.html')
  })
})
