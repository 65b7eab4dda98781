import { describe, expect, it } from 'vitest'
import { renderPage } from './render-page'

// The pages as the build prerenders them: what a first-time visitor and a crawler read before any script.
describe('renderPage', () => {
  it('renders the landing page signed out, with its meta and a trial box that cannot lose typing', async () => {
    const { html, meta } = await renderPage('/')
    expect(html).toContain('Turn any idea into a printable coloring page')
    expect(html).toContain('Try it now - Free!')
    expect(html).toMatch(/<textarea[^>]*readOnly=""/)
    expect(html).toContain('href="/login">Sign in</a>')
    expect(meta?.title).toBeUndefined()
    expect(meta?.description).toMatch(/printable black-and-white coloring page/)
  })

  it('renders a lazily loaded route in full', async () => {
    const { html, meta } = await renderPage('/terms')
    expect(meta?.title).toBe('Terms of Service')
    expect(html).toContain('<h1')
    expect(html).toContain('Terms of Service')
    expect(html).toContain('Acceptable use')
  })

  it.each(['/terms', '/privacy', '/license', '/cancellation'])(
    '%s names the operator by the tokens the server fills in, never a hard-coded address',
    async (path) => {
      const html = (await renderPage(path)).html.replaceAll('<!-- -->', '')
      expect(html).toContain('Colorly is run by %COMPANY_NAME%, %COMPANY_ADDRESS%.')
      expect(html).toContain('href="mailto:%SUPPORT_EMAIL%"')
      expect(html).not.toContain('colorly.example')
    },
  )

  it('renders the pricing page with its toggle, annual billing selected', async () => {
    const { html, meta } = await renderPage('/pricing')
    expect(meta?.title).toBe('Pricing')
    expect(html).toContain('Save 50% w/ Annual')
    expect(html).toMatch(/<input type="radio"[^>]* checked="" value="annual"\/>/)
    expect(html).toMatch(/<input type="radio" name="[^"]*" value="monthly"\/>/)
  })
})
