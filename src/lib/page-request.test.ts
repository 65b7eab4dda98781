import { describe, expect, it } from 'vitest'
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
})
