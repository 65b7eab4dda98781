import { readFileSync } from 'node:fs'
import type { Plan } from '../plan/plan'

/** What a person must see on the page for one prompt (see the header of everyday-prompts.txt). */
export type Expectation =
  | { kind: 'subjects'; groups: string[][]; relation: string | null }
  /** `groups`: what the figure is built from or lettered with ("figure:mandala + butterfly"). */
  | { kind: 'figure'; figure: string; groups: string[][] }
  | { kind: 'text'; groups: string[][] }
  | { kind: 'refuse' }
  | { kind: 'unknown'; names: string[] }

export type LabelledPrompt = { prompt: string; section: string; expect: Expectation }

/**
 * right: everything labelled is drawn (or a character is refused) and nothing named is left out; left-out: the
 * page is drawn and says what it is drawn without (every labelled thing not drawn is among those words);
 * refused: an honest "can't draw it yet"; wrong: a labelled thing missing in silence, or another drawing.
 */
export type Verdict = 'right' | 'left-out' | 'refused' | 'wrong'

/** Worst first: the verdict of a prompt over its variants is the first of these any variant got. */
export const VERDICTS_WORST_FIRST: Verdict[] = ['wrong', 'refused', 'left-out', 'right']

const WORN_PLACES = new Set(['head', 'eyes', 'neck', 'feet'])

/**
 * The parts of the body every whole drawn person shows, whatever the pose: a label naming one ("balancing a book
 * on her head", "brushing her daughter's hair") is drawn when a person is. Parts only some poses show (a thumb at
 * the mouth, a finger held out) count only when the plan says its pose shows them (`plan.parts`).
 */
export const FIGURE_PARTS = [
  'head',
  'hair',
  'face',
  'eye',
  'nose',
  'mouth',
  'ear',
  'neck',
  'shoulder',
  'arm',
  'hand',
  'back',
  'tummy',
  'leg',
  'knee',
  'foot',
]

const alternatives = (text: string) => text.split('/').map((word) => normalize(word))

function normalize(text: string): string {
  return text.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}

const groupsOf = (text: string) =>
  text
    .split('+')
    .map((group) => group.trim())
    .filter(Boolean)
    .map((group) => alternatives(group))

export function parseExpectation(text: string): Expectation {
  const spec = text.trim()
  const [head, ...rest] = spec.split('+')
  const extra = groupsOf(rest.join('+'))
  if (head.trim() === 'text') return { kind: 'text', groups: extra }
  if (spec === 'refuse') return { kind: 'refuse' }
  if (spec.startsWith('figure:')) return { kind: 'figure', figure: head.trim().slice(7), groups: extra }
  if (spec.startsWith('unknown ')) return { kind: 'unknown', names: alternatives(spec.slice(8)) }
  const relation = /@([\w-]+)/.exec(spec)?.[1] ?? null
  const groups = spec
    .replace(/@[\w-]+/, '')
    .split('+')
    .map((group) => alternatives(group))
  return { kind: 'subjects', groups, relation }
}

export function readLabelledPrompts(file: string): LabelledPrompt[] {
  const out: LabelledPrompt[] = []
  let section = ''
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('# ') && !line.includes('|')) section = line.slice(2).trim()
    if (!line.trim() || line.startsWith('#')) continue
    const [prompt, spec] = line.split('|')
    if (!spec) throw new Error(`no expectation on line: ${line}`)
    out.push({ prompt: prompt.trim(), section, expect: parseExpectation(spec) })
  }
  return out
}

/**
 * Every name the page's drawings go by: subjects, what is attached to them, what a figure is built from and
 * the place the prompt named (not the scenery the engine chose).
 */
export function drawnNames(plan: Plan): string[] {
  const names = plan.subjects.flatMap((s) => [s.concept, s.label])
  for (const prop of plan.props)
    if (prop.subject !== undefined || prop.named) names.push(prop.concept, prop.label)
  if (plan.figure && 'motif' in plan.figure && plan.figure.motif) names.push(plan.figure.motif)
  if (plan.figure && 'alternate' in plan.figure && plan.figure.alternate) names.push(plan.figure.alternate)
  if (plan.figure && 'motifNames' in plan.figure) names.push(...(plan.figure.motifNames ?? []))
  // A number page's things in their place ("seven ducks on a pond"): the place is drawn under them.
  if (plan.figure?.kind === 'number' && plan.figure.placeNames)
    names.push(plan.figure.placeNames.join(' '), ...plan.figure.placeNames)
  // The one thing they are in, on or follow ("in a jar", "their mum") is drawn with them.
  if (plan.figure?.kind === 'number' && plan.figure.holder) names.push(...plan.figure.holder.names)
  if (plan.namedSetting) names.push(plan.namedSetting)
  // A named place drawn as its kind is lettered with its name ("River Thames"): the place is on the page.
  if (plan.caption) names.push(plan.caption)
  names.push(...(plan.parts ?? []))
  if (plan.people?.people.length) names.push(...FIGURE_PARTS)
  // A page lettered with a greeting is the card, banner or sign the prompt asked for.
  if (plan.text) names.push('card', 'banner', 'sign', 'poster')
  return names.map(normalize)
}

// Plurals English does not make with -s, both ways: a label may name either form.
const IRREGULAR_PLURALS: Record<string, string> = {
  leaf: 'leaves',
  mouse: 'mice',
  goose: 'geese',
  child: 'children',
  person: 'people',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  wolf: 'wolves',
  knife: 'knives',
  shelf: 'shelves',
  loaf: 'loaves',
  calf: 'calves',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  ox: 'oxen',
}
const SINGULARS = new Map(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]))

/**
 * Every form a label word may take on the page: itself, -s, -es, consonant y to -ies, irregular plurals, and
 * the singular of a plural label.
 */
export function wordForms(word: string): string[] {
  const last = word.split(' ').pop() ?? word
  const stem = word.slice(0, word.length - last.length)
  const forms = new Set([last, `${last}s`, `${last}es`])
  if (/[^aeiou]y$/.test(last)) forms.add(`${last.slice(0, -1)}ies`)
  if (IRREGULAR_PLURALS[last]) forms.add(IRREGULAR_PLURALS[last])
  const singular = SINGULARS.get(last)
  if (singular) forms.add(singular)
  // A plural label ("berries", "boxes") names the one drawing too.
  if (/ies$/.test(last)) forms.add(`${last.slice(0, -3)}y`)
  else if (/(s|x|z|ch|sh)es$/.test(last)) forms.add(last.slice(0, -2))
  else if (/[^s]s$/.test(last)) forms.add(last.slice(0, -1))
  return [...forms].map((form) => stem + form)
}

const mentions = (names: string[], word: string) =>
  names.some((name) => wordForms(word).some((form) => ` ${name} `.includes(` ${form} `)))

export function judge(plan: Plan, expect: Expectation): Verdict {
  if (plan.refusal) return expect.kind === 'refuse' && plan.refusal.kind === 'character' ? 'right' : 'refused'
  const names = drawnNames(plan)
  // Plans from before pages said what they left out have no such field.
  const leftOut = (plan.leftOut ?? []).map(normalize)
  // Every labelled group drawn, or honestly named as left out; right only when nothing is left out.
  const groupsVerdict = (groups: string[][]): Verdict => {
    const missed = groups.filter((group) => !group.some((word) => mentions(names, word)))
    if (missed.some((group) => !group.some((word) => mentions(leftOut, word)))) return 'wrong'
    return leftOut.length ? 'left-out' : 'right'
  }
  switch (expect.kind) {
    case 'refuse':
      return 'wrong'
    case 'text':
      return plan.text ? groupsVerdict(expect.groups) : 'wrong'
    case 'figure':
      return plan.figure?.kind === expect.figure ? groupsVerdict(expect.groups) : 'wrong'
    case 'unknown':
      return expect.names.some((word) => mentions(names, word)) ? groupsVerdict([]) : 'wrong'
    case 'subjects': {
      if (plan.figure && !plan.subjects.length) return 'wrong'
      const verdict = groupsVerdict(expect.groups)
      // A thing in a subject's hand is held, as a relation between two subjects says it.
      const held =
        expect.relation === 'holding' && plan.props.some((p) => p.place === 'hand' && p.subject !== undefined)
      // A thing put on a subject's head, eyes, neck or feet is worn.
      const worn =
        expect.relation === 'wearing' &&
        plan.props.some((p) => WORN_PLACES.has(p.place) && p.subject !== undefined)
      const related =
        !expect.relation || held || worn || plan.relations.some((r) => r.relation === expect.relation)
      // A relation the label asks for is a drawn thing too: its absence is only honest when a part is left out.
      return related || verdict !== 'right' ? verdict : 'wrong'
    }
  }
}
