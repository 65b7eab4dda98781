import { readFileSync } from 'node:fs'
import type { Plan } from '../plan/plan'

/** What a person must see on the page for one prompt (see the header of everyday-prompts.txt). */
export type Expectation =
  | { kind: 'subjects'; groups: string[][]; relation: string | null }
  | { kind: 'figure'; figure: string }
  | { kind: 'text' }
  | { kind: 'refuse' }
  | { kind: 'unknown'; names: string[] }

export type LabelledPrompt = { prompt: string; section: string; expect: Expectation }

/** right: the asked subject is drawn (or a character is refused); refused: an honest "can't draw it yet". */
export type Verdict = 'right' | 'refused' | 'wrong'

const alternatives = (text: string) => text.split('/').map((word) => normalize(word))

function normalize(text: string): string {
  return text.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}

export function parseExpectation(text: string): Expectation {
  const spec = text.trim()
  if (spec === 'text') return { kind: 'text' }
  if (spec === 'refuse') return { kind: 'refuse' }
  if (spec.startsWith('figure:')) return { kind: 'figure', figure: spec.slice(7) }
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

/** Every name the page's drawings go by: subjects and what is attached to them (not the scenery). */
export function drawnNames(plan: Plan): string[] {
  const names = plan.subjects.flatMap((s) => [s.concept, s.label])
  for (const prop of plan.props) if (prop.subject !== undefined) names.push(prop.concept, prop.label)
  return names.map(normalize)
}

const mentions = (names: string[], word: string) =>
  names.some((name) => ` ${name} `.includes(` ${word} `) || ` ${name} `.includes(` ${word}s `))

export function judge(plan: Plan, expect: Expectation): Verdict {
  if (plan.refusal) return expect.kind === 'refuse' && plan.refusal.kind === 'character' ? 'right' : 'refused'
  const names = drawnNames(plan)
  switch (expect.kind) {
    case 'refuse':
      return 'wrong'
    case 'text':
      return plan.text ? 'right' : 'wrong'
    case 'figure':
      return plan.figure?.kind === expect.figure ? 'right' : 'wrong'
    case 'unknown':
      return expect.names.some((word) => mentions(names, word)) ? 'right' : 'wrong'
    case 'subjects': {
      if (plan.figure && !plan.subjects.length) return 'wrong'
      const all = expect.groups.every((group) => group.some((word) => mentions(names, word)))
      const related = !expect.relation || plan.relations.some((r) => r.relation === expect.relation)
      return all && related ? 'right' : 'wrong'
    }
  }
}
