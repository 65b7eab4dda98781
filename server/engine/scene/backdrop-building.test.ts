// A building named as where the people are is drawn big behind them, never small beside them or at the foot of
// the page (backdrop-building.ts).
import { describe, expect, it } from 'vitest'
import { conceptById } from '../vocabulary'
import { isBuilding, namedAsWhere } from './backdrop-building'
import { laidOut, plan } from './pose-test-kit'

const behind = (prompt: string, key?: string) => {
  const p = plan(prompt)
  const { drawn } = laidOut(p)
  const [f] = drawn.figures
  const b = key ? drawn.art[key] : Object.values(drawn.art)[0]
  return { f, b }
}

describe('a building named as where people are', () => {
  it('knows buildings by WordNet and not a fence or a door', () => {
    expect(['castle', 'barn', 'hindu-temple', 'house'].every((id) => isBuilding(conceptById(id)))).toBe(true)
    expect(['fence', 'door', 'tent'].some((id) => isBuilding(conceptById(id)))).toBe(false)
    expect(namedAsWhere('a girl waving in front of a castle', ['castle'])).toBe(true)
    expect(namedAsWhere('a boy drawing a castle', ['castle'])).toBe(false)
  })
  it.each([
    ['a farmer feeding hens outside the barn', 'extra2'],
    ['a girl waving in front of a castle', 'object'],
    ['a darts player throwing his last dart at a board in the pub', 'backdrop'],
  ])('%s: taller than the person, behind them', (prompt, key) => {
    const { f, b } = behind(prompt, key)
    expect(b).toBeDefined()
    expect(b.maxY - b.minY).toBeGreaterThan(f.box.maxY - f.box.minY)
    expect(b.minX).toBeLessThan(f.head.x)
    expect(b.maxX).toBeGreaterThan(f.head.x)
  })
})
