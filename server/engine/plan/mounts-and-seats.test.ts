// What a person rides or sits on (mounts-and-seats.ts): a mount or a thing with a seat is ridden; a nap in a
// chair is taken sitting.
import { describe, expect, it } from 'vitest'
import type { Concept } from '../vocabulary'
import { napsSitting, ridden, SEATS } from './mounts-and-seats'

describe('mounts and seats', () => {
  const concept = (id: string, seated = false) =>
    ({ id, ...(seated ? { seat: { x: 0.5, y: 0.3, legs: 'astride', height: 0.5 } } : {}) }) as Concept

  it('rides a mount, or a thing with a seat on it', () => {
    expect(ridden(concept('horse'))).toBe(true)
    expect(ridden(concept('bicycle'))).toBe(true)
    expect(ridden(concept('rocking-horse', true))).toBe(true)
    expect(ridden(concept('kite'))).toBe(false)
  })

  it('sits in the seats a person is drawn in', () => {
    expect(['sofa', 'armchair', 'chair'].every((id) => SEATS.test(id))).toBe(true)
    expect(SEATS.test('bed')).toBe(false)
  })

  it.each([
    ['grandpa napping in his armchair', true],
    ['a man sleeping on a bench', true],
    ['a cat napping on the couch', false],
    ['a baby sleeping in a crib by a chair', false],
  ])('"%s": the nap taken sitting is %s', (prompt, sitting) => expect(napsSitting(prompt)).toBe(sitting))
})
