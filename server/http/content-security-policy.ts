import crypto from 'node:crypto'

export type CspOptions = {
  /** Google sign-in is configured: its script, button frame and stylesheet are allowed. */
  google: boolean
  /** The operator's analytics script (ANALYTICS_SCRIPT_URL): its origin may load and report. */
  analyticsScriptUrl?: string
}

// Google Identity Services, at the paths Google documents for a Content-Security-Policy.
export const GOOGLE_SIGN_IN_SOURCES = {
  'script-src': 'https://accounts.google.com/gsi/client',
  'style-src': 'https://accounts.google.com/gsi/style',
  'frame-src': 'https://accounts.google.com/gsi/',
  'connect-src': 'https://accounts.google.com/gsi/',
}
const GSI = {
  script: GOOGLE_SIGN_IN_SOURCES['script-src'],
  style: GOOGLE_SIGN_IN_SOURCES['style-src'],
  frame: GOOGLE_SIGN_IN_SOURCES['frame-src'],
  connect: GOOGLE_SIGN_IN_SOURCES['connect-src'],
}

/**
 * The policy for one HTML document. Scripts: this origin and the hashes of the document's own inline
 * scripts, never 'unsafe-inline' (the session token lives in localStorage, so an injected script is
 * the threat this stops). Styles: the same, plus inline style attributes, which cannot run code.
 */
export function contentSecurityPolicy(html: string, options: CspOptions): string {
  const { scripts, styles } = inlineHashes(html)
  const analytics = options.analyticsScriptUrl ? new URL(options.analyticsScriptUrl).origin : undefined
  const g = options.google
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(g ? [GSI.script] : []), ...(analytics ? [analytics] : [])],
    'style-src': ["'self'", ...styles, ...(g ? [GSI.style] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(g ? [GSI.connect] : []), ...(analytics ? [analytics] : [])],
    // Printing a saved page goes through a hidden frame holding the file as a blob.
    'frame-src': ["'self'", 'blob:', ...(g ? [GSI.frame] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Adds sources to one directive of a policy (tests that stand in for a configured server use it). */
export function withSources(policy: string, directive: string, sources: string[]): string {
  return policy
    .split('; ')
    .map((d) => (d.split(' ')[0] === directive ? `${d} ${sources.join(' ')}` : d))
    .join('; ')
}

const hashCache = new Map<string, { scripts: string[]; styles: string[] }>()

/** 'sha256-…' sources for every inline <script> (executable ones) and <style> in the document. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const key = crypto.createHash('sha256').update(html).digest('base64')
  const cached = hashCache.get(key)
  if (cached) return cached
  const scripts: string[] = []
  const styles: string[] = []
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs) || m[2] === '') continue
    // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && !type.includes('javascript')) continue
    scripts.push(sha256Source(m[2]))
  }
  for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styles.push(sha256Source(m[2]))
  const result = { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
  if (hashCache.size > 100) hashCache.clear()
  hashCache.set(key, result)
  return result
}

const sha256Source = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
