import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineHashes, withSources } from './content-security-policy'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

const PAGE = `<!doctype html><html><head><style>body{color:red}</style>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><script type="module">import('/assets/page.js')</script></body></html>`

describe('Content-Security-Policy of an HTML document', () => {
  it('allows exactly the inline script and style the document carries, by hash, never unsafe-inline', () => {
    const policy = contentSecurityPolicy(PAGE, { google: false })
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha("import('/assets/page.js')")])
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha('body{color:red}')])
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'none'"])
  })

  it('a JSON-LD data block is not a script and gets no hash', () => {
    expect(inlineHashes(PAGE).scripts).toHaveLength(1)
  })

  it("names Google sign-in's documented paths only when it is configured", () => {
    const without = contentSecurityPolicy(PAGE, { google: false })
    expect(without).not.toContain('accounts.google.com')
    const withGoogle = contentSecurityPolicy(PAGE, { google: true })
    expect(directive(withGoogle, 'script-src')).toContain('https://accounts.google.com/gsi/client')
    expect(directive(withGoogle, 'frame-src')).toContain('https://accounts.google.com/gsi/')
    expect(directive(withGoogle, 'style-src')).toContain('https://accounts.google.com/gsi/style')
  })

  it("names the analytics script's origin only when one is configured", () => {
    const policy = contentSecurityPolicy(PAGE, {
      google: false,
      analyticsScriptUrl: 'https://stats.example.com/script.js',
    })
    expect(directive(policy, 'script-src')).toContain('https://stats.example.com')
    expect(directive(policy, 'connect-src')).toContain('https://stats.example.com')
  })

  it('withSources adds to one directive', () => {
    const policy = withSources("script-src 'self'; img-src 'self'", 'script-src', ['https://a.example'])
    expect(policy).toBe("script-src 'self' https://a.example; img-src 'self'")
  })
})
