// Taking someone's blood pressure is a doing with its gear in the hands (the cuff said), never "Drawn without:
// blood pressure"
// (activity-gear.ts `BLOOD_PRESSURE`).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('blood pressure taken', () => {
  it.each(["a nurse taking an old man's blood pressure", 'a doctor checking a lady blood pressure'])(
    '"%s" draws the stethoscope and says the cuff, never the blood pressure, left out',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.leftOut).not.toContain('blood pressure')
      expect(p.leftOut).toContain('blood pressure cuff')
      expect([...p.subjects.map((s) => s.concept), ...p.props.map((q) => q.concept)]).toContain('stethoscope')
    },
  )

  it('a blood pressure named with no taking is not the stethoscope', () => {
    const p = plan('a poster about blood pressure')
    expect(p.subjects.map((s) => s.concept)).not.toContain('stethoscope')
  })
})
