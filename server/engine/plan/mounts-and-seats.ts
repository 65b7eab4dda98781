// What a person rides or sits on: the mounts ridden astride, the seats a person is drawn sitting in, and the
// thing with a seat a person named is on or in.

import type { Concept } from '../vocabulary'
import type { PromptReading } from './prompt-reading'

// Seats a person is drawn sitting in (scene/people-actions.ts `SEATED_ON`).
export const SEATS = /^(couch-and-lamp|sofa|chair|armchair)$/

// Animals and vehicles a person rides on (`ride`), astride or stood on.
const MOUNTS = new Set([
  'horse',
  'unicorn',
  'camel',
  'elephant',
  'bicycle',
  'tricycle',
  'quad-bike',
  'snowmobile',
  'jet-ski',
  'chairlift',
  'motorcycle',
  'scooter',
  'motor-scooter',
  'skateboard',
  'dinosaur',
  'dragon',
  'broom',
  'tandem',
  'unicycle',
  'tractor',
  'cow',
  'pig',
  'sheep',
  'zebra',
  'donkey',
])

/** Ridden: a mount, or a thing with a seat on it (a rocking horse, a chairlift). */
export const ridden = (s: Concept) => MOUNTS.has(s.id) || s.seat !== undefined

/** The thing with a seat that a person the prompt names is on or in, by the reading's relations. */
export function seatTaken(reading: PromptReading, personSubjects: number[]): number | undefined {
  return reading.relations.find(
    (r) =>
      (r.relation === 'on' || r.relation === 'in' || r.relation === 'riding') &&
      personSubjects.includes(r.actor) &&
      reading.subjects[r.object]?.seat !== undefined,
  )?.object
}

/** A nap in an armchair or on a chair or bench is taken sitting: there is no room on it to lie down. */
export const napsSitting = (lower: string) =>
  /\b(arm ?chairs?|chairs?|bench(es)?|recliners?)\b/.test(lower) &&
  !/\b(beds?|couch(es)?|sofas?|cribs?|cots?|hammocks?)\b/.test(lower)
