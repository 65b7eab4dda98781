import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'

describe('provider configuration', () => {
  it('with no configuration, everything is builtin and nothing is contacted', () => {
    expect(loadConfig({}).providers).toEqual({
      image: { kind: 'builtin' },
      text: undefined,
      moderation: undefined,
    })
  })

  it('IMAGE_PROVIDER=openai without OPENAI_API_KEY stops the boot with a clear message', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'openai' })).toThrow(
      /OPENAI_API_KEY: IMAGE_PROVIDER=openai needs/,
    )
  })

  it('IMAGE_PROVIDER=gemini without GEMINI_API_KEY stops the boot, naming the variable', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'gemini', OPENAI_API_KEY: 'sk-test' })).toThrow(
      /GEMINI_API_KEY: IMAGE_PROVIDER=gemini needs/,
    )
  })

  it('IMAGE_PROVIDER=gemini uses Google defaults and sends nothing to OpenAI', () => {
    const { providers } = loadConfig({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'AIza-test' })
    expect(providers.image).toEqual({
      kind: 'gemini',
      baseUrl: 'https://generativelanguage.googleapis.com/v1beta',
      apiKey: 'AIza-test',
      model: 'gemini-2.5-flash-image',
      timeoutMs: 60_000,
    })
    expect(providers.moderation).toBeUndefined()
    const custom = loadConfig({
      IMAGE_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'AIza-test',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999/v1beta/',
      GEMINI_IMAGE_MODEL: 'gemini-3-pro-image-preview',
      GEMINI_TIMEOUT_MS: '5000',
    }).providers.image
    expect(custom).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999/v1beta',
      model: 'gemini-3-pro-image-preview',
      timeoutMs: 5000,
    })
  })

  it('OPENAI_IMAGE_SIZE asks a self-hosted server for its own size; a malformed one stops the boot', () => {
    const env = { IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'local', OPENAI_IMAGE_SIZE: '512x768' }
    expect(loadConfig(env).providers.image).toMatchObject({ size: '512x768' })
    expect(() => loadConfig({ ...env, OPENAI_IMAGE_SIZE: 'big' })).toThrow(
      /OPENAI_IMAGE_SIZE: must be WIDTHxHEIGHT/,
    )
  })

  it('an unknown IMAGE_PROVIDER stops the boot', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'dalle' })).toThrow(/IMAGE_PROVIDER/)
  })

  it('IMAGE_PROVIDER=openai uses OpenAI defaults and moderates through the same account', () => {
    const { providers } = loadConfig({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' })
    expect(providers.image).toEqual({
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-image-2',
      timeoutMs: 60_000,
      size: '1024x1536',
    })
    expect(providers.moderation).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'omni-moderation-latest',
      timeoutMs: 10_000,
    })
  })

  it('LLM_BASE_URL turns on the chat model, with a default model and timeout; trailing slashes go', () => {
    const { providers } = loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/' })
    expect(providers.text).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 15_000,
    })
  })

  it('MODERATION_BASE_URL wins over the image account', () => {
    const { providers } = loadConfig({
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      MODERATION_BASE_URL: 'http://moderation.local/v1',
      MODERATION_API_KEY: 'mod',
      MODERATION_TIMEOUT_MS: '2500',
    })
    expect(providers.moderation).toMatchObject({
      baseUrl: 'http://moderation.local/v1',
      apiKey: 'mod',
      timeoutMs: 2500,
    })
  })

  it('a base URL that is not a URL stops the boot', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost:11434' })).toThrow(/LLM_BASE_URL/)
  })
})
