// A face or portrait asked for keeps the art's bust; a face or head that is only where a thing is, or what an
// animal licks, is a person drawn whole (portrait-or-person.ts).
import { describe, expect, it } from 'vitest'
import type { Concept } from '../vocabulary'
import { asksForFace, isPersonConcept } from './portrait-or-person'

describe('a face or portrait asked for', () => {
  it.each(['a bear face', "a lion's head", 'a portrait of a girl', 'a headshot of a man', 'a smiley emoji'])(
    '"%s" asks for the bust',
    (prompt) => expect(asksForFace(prompt)).toBe(true),
  )

  it.each([
    'a girl taking a selfie',
    "a dog licking a boy's face",
    'a girl with a crown on her head',
    "a bird on a man's head",
    'a girl flying a kite',
  ])('"%s" asks for no bust: the person is drawn whole', (prompt) => expect(asksForFace(prompt)).toBe(false))
})

describe("the vocabulary's drawings of a person", () => {
  const concept = (id: string) => ({ id }) as Concept
  it.each(['police-officer', 'woman-health-worker', 'man-red-hair', 'pirate', 'cowboy-hat-face'])(
    '%s is a person, drawn whole',
    (id) => expect(isPersonConcept(concept(id))).toBe(true),
  )
  it.each(['dog', 'pirate-flag', 'snowman'])('%s is no person', (id) =>
    expect(isPersonConcept(concept(id))).toBe(false),
  )
})
