import { describe, expect, it } from 'vitest'
import { photoFields } from '../../shared/contract'
import { pageRequest } from './page-request'

const ask = {
  prompt: 'a fox in a forest',
  improvePrompt: false,
  complexity: 'intricate',
  style: 'realistic',
} as const

describe('pageRequest', () => {
  it('sends a prompt to generate as the contract body', () => {
    expect(pageRequest(ask)).toEqual({
      url: '/api/images/generate/',
      body: {
        prompt: 'a fox in a forest',
        improve_prompt: false,
        complexity: 'intricate',
        style: 'realistic',
      },
    })
  })

  it('sends a photo to the photo route as a form with its complexity', () => {
    const { url, body } = pageRequest({ ...ask, photo: new Blob(['jpeg bytes'], { type: 'image/jpeg' }) })
    expect(url).toBe('/api/images/photo/')
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('complexity')).toBe('intricate')
    expect((body as FormData).get('photo')).toBeInstanceOf(Blob)
  })

  it('sends where the person tapped their pet, in the form the contract reads, and nothing without a tap', () => {
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' })
    const tapped = pageRequest({ ...ask, photo, focus: { x: 0.25, y: 1 } }).body as FormData
    expect(tapped.get('focus')).toBe('0.2500,1.0000')
    expect(photoFields.parse({ focus: tapped.get('focus') }).focus).toEqual({ x: 0.25, y: 1 })
    expect((pageRequest({ ...ask, photo }).body as FormData).has('focus')).toBe(false)
  })

  it('sends a worksheet (asked for now or from the offline queue) to the worksheets endpoint as it is', () => {
    const worksheet = { kind: 'color_by_number', image_id: 'page-1', colors: 6, labels: 'add10' } as const
    expect(pageRequest({ ...ask, worksheet })).toEqual({ url: '/api/worksheets/', body: worksheet })
    const tracing = { kind: 'tracing', text: 'friend', style: 'print' } as const
    expect(pageRequest({ ...ask, worksheet: tracing }).url).toBe('/api/worksheets/')
  })
})
