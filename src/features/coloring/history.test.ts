import { describe, expect, it } from 'vitest'
import {
  canRedo,
  canUndo,
  emptyHistory,
  FOLD_AT,
  fold,
  foldCount,
  type History,
  parseSteps,
  push,
  redo,
  type Step,
  UNDO_STEPS,
  undo,
  visibleSteps,
} from './history'

const fill = (color: string, x = 1): Step => ({ kind: 'fill', x, y: 1, color })

describe('undo and redo', () => {
  it('undo takes the last step off the page and redo puts it back', () => {
    let h = push(push(emptyHistory(), fill('red')), fill('blue', 2))
    h = undo(h)
    expect(visibleSteps(h).steps).toEqual([fill('red')])
    expect(canRedo(h)).toBe(true)
    h = redo(h)
    expect(visibleSteps(h).steps).toEqual([fill('red'), fill('blue', 2)])
    expect(canRedo(h)).toBe(false)
  })

  it('a new step after an undo drops what could have been redone', () => {
    let h = push(push(emptyHistory(), fill('red')), fill('blue'))
    h = push(undo(h), fill('green'))
    expect(h.steps).toEqual([fill('red'), fill('green')])
    expect(canRedo(h)).toBe(false)
  })

  it('undo and redo stop at the ends', () => {
    const h = emptyHistory()
    expect(canUndo(h)).toBe(false)
    expect(undo(h)).toBe(h)
    expect(redo(h)).toBe(h)
  })

  it('Start over hides earlier steps but can itself be undone', () => {
    let h = push(push(emptyHistory(), fill('red')), { kind: 'clear' })
    expect(visibleSteps(h)).toEqual({ fromBase: false, steps: [] })
    h = undo(h)
    expect(visibleSteps(h)).toEqual({ fromBase: true, steps: [fill('red')] })
  })

  it('keeps at least 50 undoable steps however long the child colors', () => {
    let h: History = emptyHistory()
    for (let i = 0; i < 500; i++) {
      h = push(h, fill(`#${i}`))
      const n = foldCount(h)
      if (n > 0) h = fold(h, n)
      expect(h.cursor).toBeLessThan(FOLD_AT)
    }
    expect(h.folded + h.cursor).toBe(500)
    let undone = 0
    while (canUndo(h)) {
      h = undo(h)
      undone++
    }
    expect(undone).toBeGreaterThanOrEqual(50)
    expect(undone).toBeGreaterThanOrEqual(UNDO_STEPS)
  })

  it('reads back only well-formed saved steps', () => {
    expect(
      parseSteps([
        fill('red'),
        { kind: 'fill', x: 'a' },
        { kind: 'stroke', color: null, width: 3, points: [1, 2] },
        7,
      ]),
    ).toEqual([fill('red'), { kind: 'stroke', color: null, width: 3, points: [1, 2] }])
    expect(parseSteps('nope')).toEqual([])
  })
})
