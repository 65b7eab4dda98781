// npm run eval:engine [-- --variant=easy-cartoon --sheets=dir --no-sheets]: reads the labelled everyday prompts,
// plans each in every variant with Magic Prompt off and on, prints right %, honest refusals % and wrong %, and
// draws contact sheets of every variant (or of the one named) to look at.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { improvePrompt } from '../../prompts/improve-prompt'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Plan, Style } from '../plan/plan'
import { shutdownRenderPool } from '../render/render-pool'
import { composeScene } from '../scene/compose-scene'
import { contactSheet, type SheetCell } from './contact-sheet'
import { judge, type LabelledPrompt, readLabelledPrompts, type Verdict } from './eval-labels'

const here = dirname(fileURLToPath(import.meta.url))
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? 'true'] as const
  }),
)
const sheetVariant = args.get('variant') ?? 'all'
const sheetDir = args.get('sheets') ?? 'eval-sheets'
const file = args.get('prompts') ?? join(here, 'everyday-prompts.txt')

const VARIANTS: { complexity: Complexity; style: Style }[] = [
  { complexity: 'easy', style: 'cartoon' },
  { complexity: 'easy', style: 'realistic' },
  { complexity: 'intricate', style: 'cartoon' },
  { complexity: 'intricate', style: 'realistic' },
]

/**
 * What the page generator does with a prompt (server/images/generate-image.ts): Magic Prompt when on, and the
 * prompt as typed when the improved one would be refused.
 */
function planFor(prompt: string, variant: (typeof VARIANTS)[number], magic: boolean): Plan {
  const typed = makePlan({ prompt, ...variant })
  if (!magic || typed.refusal) return typed
  const improved = makePlan({
    prompt: improvePrompt(prompt, { ...variant, seed: 0 }),
    typed: prompt,
    ...variant,
  })
  return improved.refusal ? typed : improved
}

const labelled = readLabelledPrompts(file)
const t0 = performance.now()
const counts = { right: 0, refused: 0, wrong: 0 }
const bySection = new Map<string, Record<Verdict, number>>()
const misses: string[] = []
let magicDiffers = 0
for (const item of labelled) {
  const verdicts = VARIANTS.flatMap((variant) =>
    [false, true].map((magic) => judge(planFor(item.prompt, variant, magic), item.expect)),
  )
  // The prompt's verdict is its worst over every variant and Magic Prompt setting.
  const verdict: Verdict = verdicts.includes('wrong')
    ? 'wrong'
    : verdicts.includes('refused')
      ? 'refused'
      : 'right'
  if (new Set(verdicts).size > 1) magicDiffers++
  counts[verdict]++
  const section = bySection.get(item.section) ?? { right: 0, refused: 0, wrong: 0 }
  section[verdict]++
  bySection.set(item.section, section)
  if (verdict !== 'right') misses.push(`${verdict.padEnd(7)} ${item.prompt}  ->  ${summary(item)}`)
}
const planMs = (performance.now() - t0) / (labelled.length * VARIANTS.length * 2)

function summary(item: LabelledPrompt): string {
  const plan = planFor(item.prompt, VARIANTS[0], false)
  if (plan.refusal) return `refusal: ${plan.refusal.error} [${plan.refusal.suggestions.join('; ')}]`
  const figure = plan.figure ? `figure ${plan.figure.kind} ` : ''
  const text = plan.text ? `text "${plan.text.join(' ')}" ` : ''
  const relations = plan.relations.map((r) => ` ${r.actor} ${r.relation} ${r.object}`).join('')
  return `${figure}${text}${plan.subjects.map((s) => s.label).join(', ')}${relations}`
}

const pct = (n: number) => `${((100 * n) / labelled.length).toFixed(1)} %`
console.log(
  `\n${labelled.length} labelled prompts, 4 variants x Magic Prompt off/on each (worst verdict counts)\n`,
)
console.log('section'.padEnd(42), 'right  refused  wrong')
for (const [name, s] of bySection)
  console.log(
    name.padEnd(42),
    String(s.right).padStart(5),
    String(s.refused).padStart(8),
    String(s.wrong).padStart(6),
  )
console.log(`\nright   ${pct(counts.right)} (${counts.right})`)
console.log(`refused ${pct(counts.refused)} (${counts.refused})  honest "can't draw it yet"`)
console.log(`wrong   ${pct(counts.wrong)} (${counts.wrong})  a drawing that is not what was asked`)
console.log(`prompts whose verdict changes with the variant or Magic Prompt: ${magicDiffers}`)
console.log(`plan time ${planMs.toFixed(2)} ms a prompt\n`)
for (const line of misses) console.log(line)

if (!args.has('no-sheets')) {
  const named = VARIANTS.filter(
    (v) => sheetVariant === 'all' || sheetVariant === `${v.complexity}-${v.style}`,
  )
  if (!named.length)
    throw new Error(`--variant is all or one of ${VARIANTS.map((v) => `${v.complexity}-${v.style}`)}`)
  mkdirSync(sheetDir, { recursive: true })
  for (const variant of named) await drawSheets(variant)
}

/** Contact sheets of one variant, 48 pages each, a wrong drawing marked. */
async function drawSheets({ complexity, style }: (typeof VARIANTS)[number]) {
  const cells: SheetCell[] = labelled.map((item) => {
    const plan = makePlan({ prompt: item.prompt, complexity, style })
    const verdict = judge(plan, item.expect)
    const caption = plan.refusal ? `${item.prompt}: ${plan.refusal.error}` : item.prompt
    return { svg: plan.refusal ? null : composeScene(plan).svg, caption, mark: verdict === 'wrong' }
  })
  const perSheet = 48
  for (let i = 0; i < cells.length; i += perSheet) {
    const name = join(sheetDir, `${complexity}-${style}-${String(i / perSheet + 1).padStart(2, '0')}.png`)
    writeFileSync(name, await contactSheet(cells.slice(i, i + perSheet)))
    console.log(`contact sheet ${name}`)
  }
}
await shutdownRenderPool()
