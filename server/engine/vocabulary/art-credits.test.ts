import { describe, expect, it } from 'vitest'
import { ART_CREDITS } from '../../../src/features/legal/legal-facts'
import { ENGINE_CREDITS } from './art-credits'

describe('art credits', () => {
  it('the /license page credits every set and typeface the engine draws with', () => {
    const shown = ART_CREDITS.map((c) => c.name)
    for (const credit of ENGINE_CREDITS) expect(shown, credit.name).toContain(credit.name)
  })
})
