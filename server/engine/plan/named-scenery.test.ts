import { describe, expect, it } from 'vitest'
import { sceneryNamed } from './named-scenery'
import type { Plan } from './plan'

const plan = (props: Plan['props']) => ({ props }) as Plan

describe('scenery a prompt names', () => {
  it('is marked named, so a composed scene draws it too; one prop a drawing', () => {
    const out = sceneryNamed(
      plan([
        { concept: '*cliff', label: 'cliff', place: 'floor' },
        { concept: 'sun', label: 'sun', place: 'sky' },
        { concept: 'flower', label: 'flower', place: 'floor' },
        { concept: 'flower', label: 'flower', place: 'floor' },
      ]),
      'a coastguard on the cliff top with flowers'.split(' '),
    )
    expect(out.props.map((p) => Boolean(p.named))).toEqual([true, false, true, false])
  })

  it('leaves a prop the prompt never named as it was', () => {
    const given = plan([{ concept: 'sun', label: 'sun', place: 'sky' }])
    expect(sceneryNamed(given, 'a horse in a field'.split(' '))).toBe(given)
  })
})
