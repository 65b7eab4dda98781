import { describe, expect, it } from 'vitest'
import { apiDenylist } from './api-paths'

const denied = (pathAndSearch: string) => apiDenylist.some((re) => re.test(pathAndSearch))

describe('service worker navigation denylist', () => {
  it('leaves every /api path to the network', () => {
    expect(denied('/api')).toBe(true)
    expect(denied('/api/')).toBe(true)
    expect(denied('/api/nope/')).toBe(true)
    expect(denied('/api?x=1')).toBe(true)
    expect(denied('/api/images/1/download/?a=b')).toBe(true)
  })

  it('still serves app routes that merely start with "api" from the shell', () => {
    expect(denied('/')).toBe(false)
    expect(denied('/app')).toBe(false)
    expect(denied('/apiary')).toBe(false)
    expect(denied('/login?redirect=/api/x')).toBe(false)
  })
})
