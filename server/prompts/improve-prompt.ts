import { pick, readFigure, seededRandomFor as seededRandom } from '../engine'
import type { Complexity, ImproveOptions, Style } from './prompt-options'
import { findSubjectScene, type SubjectKind } from './subject-scenes'

type Look = `${Complexity}-${Style}`

// A little extra for a short subject, in the voice of the chosen look.
const extras: Record<Look, Record<SubjectKind, string[]>> = {
  'easy-cartoon': {
    creature: ['wearing a crown', 'with a big friendly smile', 'wearing a bow tie', 'holding a balloon'],
    vehicle: ['with a smiling face', 'with big round wheels and windows'],
    food: ['with a happy face', 'with a big smile and rosy cheeks'],
    thing: ['with a smiling face', 'with a few simple flowers around it'],
  },
  'intricate-cartoon': {
    creature: ['decorated with mandala patterns', 'covered in swirls and zentangle patterns'],
    vehicle: ['decorated with stars and stripes', 'covered in swirling patterns'],
    food: ['decorated with swirls and tiny hearts', 'covered in little patterned shapes'],
    thing: ['decorated with floral and paisley patterns', 'covered in mandala patterns'],
  },
  'easy-realistic': {
    creature: ['in a natural pose', 'shown in full body'],
    vehicle: ['shown from the side', 'with accurate simple details'],
    food: ['on a plain plate', 'shown close up'],
    thing: ['shown in full', 'in a natural setting'],
  },
  'intricate-realistic': {
    creature: ['in a natural pose with finely detailed texture', 'shown in lifelike detail'],
    vehicle: ['with every panel, bolt and window drawn', 'shown in lifelike detail'],
    food: ['with lifelike texture', 'shown in rich detail'],
    thing: ['with lifelike texture', 'shown in rich detail'],
  },
}

const lineWords: Record<Look, string> = {
  'easy-cartoon': 'cute cartoon style, bold clean outlines, large simple shapes that are easy to color',
  'intricate-cartoon':
    'cartoon style with intricate decorative patterns, many small detailed areas to color, clean fine outlines',
  'easy-realistic': 'realistic proportions, simple clean line work, large areas to color',
  'intricate-realistic': 'realistic proportions, fine line work, detailed textures and hatching',
}

// "in the park", "on a boat", "under the sea": the person already chose where it happens.
const namesAPlace = /\b(in|on|at|under|inside|near|beside|by|through|over|across|underwater|around)\b/i
// "breathing fire", "with a hat": the person already said what it does or wears.
const namesAnAction = /\b(\w+ing|with)\b/i

/**
 * Magic Prompt without a model: the person's words first and unchanged, then (for short prompts)
 * a small extra and a setting that suit the subject, then line-art words for the complexity and
 * style. Deterministic for the same text, options and seed.
 */
export function improvePrompt(raw: string, { complexity, style, seed = 0 }: ImproveOptions): string {
  const subject = tidy(raw)
  if (!subject) return ''
  const look: Look = `${complexity}-${style}`
  const random = seededRandom(`improve:${seed}:${look}:${subject.toLowerCase()}`)
  const words = subject.split(' ').length
  // A mandala, a number or the solar system is drawn as asked: no crown, no smile, no setting added.
  if (readFigure(subject)) return [subject, lineWords[look]].join(', ')
  const scene = findSubjectScene(subject)
  const parts = [subject]
  if (scene && words <= 4 && !namesAnAction.test(subject))
    parts[0] = `${subject} ${pick(random, extras[look][scene.kind])}`
  if (scene && words <= 8 && !namesAPlace.test(subject)) parts.push(pick(random, scene.settings))
  if (!scene && words <= 8) parts.push('centered on the page with a simple background')
  parts.push(lineWords[look])
  return parts.join(', ')
}

/** The person's prompt with spacing tidied and trailing punctuation dropped; words untouched. */
export const tidy = (raw: string) =>
  raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!]+$/, '')
