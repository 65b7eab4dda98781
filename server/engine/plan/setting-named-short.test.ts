import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { settingNamedShort } from './setting-named-short'

describe('a setting named by its last word, its first named elsewhere', () => {
  it('reads "the run" of a bobsled as the bobsled run, the snowy track', () => {
    expect(settingNamedShort('two bobsled riders waving at the bottom of the run')).toBe(
      'two bobsled riders waving at the bottom of the bobsled run',
    )
    const plan = makePlan({
      prompt: 'a bobsled crew at the top of the run',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.setting).toBe('snow')
    expect(plan.namedSetting).toBe('bobsled run')
  })

  it('keeps a setting of its own and a stuff', () => {
    expect(settingNamedShort('a toy car in the park')).toBe('a toy car in the park')
    expect(settingNamedShort('a boy eating ice cream on the track')).toBe(
      'a boy eating ice cream on the track',
    )
  })
})
