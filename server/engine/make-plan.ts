import { conceptById } from './concept-index'
import type { Concept, SettingId } from './concept-types'
import type { PageSizeId } from './page-size'
import type { Complexity, Plan, PlanProp, Style } from './plan'
import { findPromptText, type Occasion } from './prompt-text'
import { describeFigure, readFigure } from './read-figure'
import { readPrompt } from './read-prompt'
import { hashText, pick, seededRandom } from './seeded-random'
import { SETTINGS } from './settings'

export type PlanInput = {
  prompt: string
  complexity: Complexity
  style: Style
  size?: PageSizeId
  seed?: number
  watermark?: boolean
}

const OCCASIONS: Record<Occasion, { subject: string; setting: SettingId }> = {
  birthday: { subject: 'birthday-cake', setting: 'party' },
  christmas: { subject: 'christmas-tree', setting: 'snow' },
  halloween: { subject: 'pumpkin', setting: 'night' },
  easter: { subject: 'rabbit', setting: 'meadow' },
  mother: { subject: 'flower', setting: 'garden' },
  father: { subject: 'top-hat', setting: 'party' },
  valentine: { subject: 'heart', setting: 'party' },
  love: { subject: 'heart', setting: 'party' },
  thanks: { subject: 'sunflower', setting: 'garden' },
  newyear: { subject: 'star', setting: 'night' },
  friends: { subject: 'teddy-bear', setting: 'party' },
}

// "A is for apple": a letter page gets a drawing that starts with it where the catalogue has one.
const LETTER_SUBJECTS: Record<string, string> = {
  A: 'apple',
  B: 'butterfly',
  C: 'cat',
  D: 'dog',
  E: 'elephant',
  F: 'fish',
  G: 'giraffe',
  H: 'horse',
  I: 'ice-cream',
  J: 'jellyfish',
  K: 'kangaroo',
  L: 'lion',
  M: 'monkey',
  O: 'octopus',
  P: 'penguin',
  Q: 'crown',
  R: 'rabbit',
  S: 'snail',
  T: 'turtle',
  U: 'umbrella',
  V: 'volcano',
  W: 'whale',
  Z: 'zebra',
}

// When nothing in the prompt is recognised the page still shows something friendly, and says what.
const FALLBACK_SUBJECTS = ['cat', 'dog', 'butterfly', 'teddy-bear', 'house', 'flower', 'rabbit', 'turtle']

function defaultSetting(subjects: Concept[]): SettingId {
  for (const subject of subjects) if (subject.setting) return subject.setting
  return subjects.some((s) => s.zone === 'table') ? 'party' : 'meadow'
}

function labelOf(id: string): string {
  return id.startsWith('*') ? id.slice(1).replace(/-/g, ' ') : conceptById(id).label
}

function settingProps(
  setting: SettingId,
  complexity: Complexity,
  subjects: Concept[],
  random: () => number,
): PlanProp[] {
  const def = SETTINGS[setting]
  const taken = new Set(subjects.map((s) => s.id))
  const skyCount = complexity === 'easy' ? 1 : 3
  const floorCount = complexity === 'easy' ? 2 : 4
  const props: PlanProp[] = []
  const choose = (list: string[], count: number, place: 'sky' | 'floor') => {
    const pool = list.filter((id) => !taken.has(id))
    // Keep the list's order for the first pick (the most telling prop: the sun, a tree), then vary.
    for (let k = 0; k < count && pool.length; k++) {
      const id = k === 0 ? pool[0] : pick(random, pool)
      props.push({ concept: id, label: labelOf(id), place })
      // A page has one sun; other props may repeat (two clouds, three flowers).
      if (id === 'sun' || id === 'moon' || id === 'rainbow' || id.startsWith('*'))
        pool.splice(pool.indexOf(id), 1)
    }
  }
  choose(def.sky, skyCount, 'sky')
  choose(def.floor, floorCount, 'floor')
  return props
}

/** Prompt to plan: what to draw, where, with what, in which style. Pure and deterministic. */
export function makePlan(input: PlanInput): Plan {
  const prompt = input.prompt.trim().slice(0, 300)
  const seed = (input.seed ?? hashText(prompt.toLowerCase())) >>> 0
  const random = seededRandom(seed)
  const text = findPromptText(prompt)
  // A page drawn by geometry (mandala, number, shapes, composed scene) takes the whole page and no subject.
  const figure = text.lines.length ? null : readFigure(text.rest)
  if (figure)
    return {
      prompt,
      subjects: [],
      setting: 'meadow',
      props: [],
      text: null,
      complexity: input.complexity,
      style: input.style,
      seed,
      size: input.size ?? 'letter',
      watermark: input.watermark ?? false,
      figure,
      relations: [],
      confidence: 1,
      missing: [],
      refusal: null,
    }
  const reading = readPrompt(text.rest)
  const subjects = [...reading.subjects]
  if (!subjects.length && text.letter && LETTER_SUBJECTS[text.letter])
    subjects.push(conceptById(LETTER_SUBJECTS[text.letter]))
  if (!subjects.length && text.occasion) subjects.push(conceptById(OCCASIONS[text.occasion].subject))
  if (!subjects.length && !text.lines.length) subjects.push(conceptById(pick(random, FALLBACK_SUBJECTS)))

  const setting =
    reading.setting ??
    (text.occasion && !reading.subjects.length ? OCCASIONS[text.occasion].setting : defaultSetting(subjects))
  const attached: PlanProp[] = reading.attached.map((a) => ({
    concept: a.concept.id,
    label: a.concept.label,
    place: a.relation,
    subject: a.subject,
  }))
  return {
    prompt,
    subjects: subjects.map((s) => ({ concept: s.id, label: s.label })),
    setting,
    props: [...attached, ...settingProps(setting, input.complexity, subjects, random)],
    text: text.lines.length ? text.lines : null,
    complexity: input.complexity,
    style: input.style,
    seed,
    size: input.size ?? 'letter',
    watermark: input.watermark ?? false,
    figure: null,
    relations: [],
    confidence: 1,
    missing: [],
    refusal: null,
  }
}

/** What a page depicts, in words: its lettering first, then its subjects. */
export function describeSubjects(plan: Plan): string[] {
  const out: string[] = plan.figure ? [describeFigure(plan.figure)] : []
  if (plan.text)
    out.push(
      plan.text.length === 1 && plan.text[0].length === 1
        ? `letter ${plan.text[0]}`
        : `"${plan.text.join(' ')}" lettering`,
    )
  for (const subject of plan.subjects) out.push(subject.label)
  return out
}
