import { describe, expect, it } from 'vitest'
import { isOwnOutdatedCache } from './cache-names'

describe('caches removed when a new service worker activates', () => {
  it('removes old colorly- runtime caches and leaves the precache and foreign caches', () => {
    expect(isOwnOutdatedCache('colorly-images-v1')).toBe(true)
    expect(isOwnOutdatedCache('workbox-precache-v2-http://localhost/')).toBe(false)
    expect(isOwnOutdatedCache('other-app-cache')).toBe(false)
  })
})

describe('the free gallery cache', () => {
  it('is kept when a new service worker activates: pages saved for offline stay saved', () => {
    expect(isOwnOutdatedCache('colorly-gallery')).toBe(false)
  })
})
