import { describe, expect, it } from 'vitest'
import { afterSignInPath } from './redirect'

const origin = 'https://colorly.test'

describe('where sign-in leads', () => {
  it('goes to /app without a redirect', () => {
    expect(afterSignInPath(undefined, origin)).toBe('/app')
    expect(afterSignInPath('', origin)).toBe('/app')
  })

  it('follows a same-origin path, keeping its query', () => {
    expect(afterSignInPath('/pricing', origin)).toBe('/pricing')
    expect(afterSignInPath('/pricing?period=monthly#plans', origin)).toBe('/pricing?period=monthly#plans')
  })

  it('refuses other sites, protocol-relative and script URLs', () => {
    expect(afterSignInPath('https://evil.test/x', origin)).toBe('/app')
    expect(afterSignInPath('//evil.test/x', origin)).toBe('/app')
    expect(afterSignInPath('/\\evil.test', origin)).toBe('/app')
    expect(afterSignInPath('javascript:alert(1)', origin)).toBe('/app')
  })
})
