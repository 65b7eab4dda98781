import { describe, expect, it } from 'vitest'
import { waitEstimate } from './wait-estimate'

describe('how long a queued page will wait', () => {
  it('cannot tell before a worker here has made a few pages (the first after a start is slow)', () => {
    const estimate = waitEstimate()
    estimate.queued('a')
    expect(estimate.expectedMs('a')).toBeUndefined()
    estimate.setSlots(2)
    estimate.finished(30_000)
    estimate.finished(400)
    for (const id of ['b', 'c']) estimate.queued(id)
    expect(estimate.expectedMs('c')).toBeUndefined()
    estimate.finished(400)
    expect(estimate.expectedMs('c')).toBe(800)
  })

  it('counts the pages queued before this one, shared among the slots', () => {
    const estimate = waitEstimate()
    estimate.setSlots(2)
    for (let n = 0; n < 3; n++) estimate.finished(400)
    for (const id of ['a', 'b', 'c', 'd', 'e']) estimate.queued(id)
    // The first two are taken by the free slots at once: they are waited for as usual.
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => estimate.expectedMs(id))).toEqual([
      undefined,
      undefined,
      800,
      800,
      1200,
    ])
    estimate.started('a')
    estimate.started('b')
    expect(estimate.expectedMs('e')).toBe(800)
    expect(estimate.waiting()).toBe(3)
  })

  it('takes the median of recent pages, so the first slow page after a start does not count', () => {
    const estimate = waitEstimate()
    estimate.setSlots(1)
    for (const ms of [5000, 300, 320, 310]) estimate.finished(ms)
    estimate.queued('a')
    estimate.queued('b')
    expect(estimate.expectedMs('b')).toBe(640)
  })

  it('forgets pages queued long ago (made by another process)', () => {
    let now = 0
    const estimate = waitEstimate(() => now)
    estimate.setSlots(1)
    for (let n = 0; n < 3; n++) estimate.finished(100)
    estimate.queued('old')
    now = 11 * 60_000
    estimate.queued('new')
    estimate.queued('next')
    expect(estimate.expectedMs('next')).toBe(200)
    expect(estimate.waiting()).toBe(2)
  })
})
