// npm run eval:engine [-- --variant=easy-cartoon --sheets=dir --no-sheets --prompts=file --page]: reads the labelled
// everyday prompts, plans each in every variant with Magic Prompt off and on, prints right % (everything
// labelled drawn, nothing left out), pages drawn without something they name and say so (apart), honest
// refusals % and wrong %, and draws contact sheets of every variant (or of the one named) to look at. With --page
// every variant's page is composed and judged by what it places too (slower: minutes on the default set; things
// the people scene draws by code carry no credit yet, so some right pages count as wrong there). It also counts
// people drawn standing idle where the prompt has them doing something (idle-people.ts).

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withArticle } from '../../../shared/article'
import { improvePrompt } from '../../prompts/improve-prompt'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Plan, Style } from '../plan/plan'
import { shutdownRenderPool } from '../render/render-pool'
import { composeScene } from '../scene/compose-scene'
import { contactSheet, type SheetCell } from './contact-sheet'
import {
  judge,
  type LabelledPrompt,
  readLabelledPrompts,
  VERDICTS_WORST_FIRST,
  type Verdict,
} from './eval-labels'
import { standsIdle } from './idle-people'
import { planAsDrawn } from './page-names'

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
const byPage = args.has('page')

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
const counts: Record<Verdict, number> = { right: 0, 'left-out': 0, refused: 0, wrong: 0 }
const bySection = new Map<string, Record<Verdict, number>>()
const misses: string[] = []
const leftOutPages: string[] = []
const pageFaults: string[] = []
const idle: string[] = []
let doing = 0
let planRight = 0
let magicDiffers = 0
const worst = (verdicts: Verdict[]) => VERDICTS_WORST_FIRST.find((v) => verdicts.includes(v)) ?? 'right'
/**
 * Judged twice: from the plan, and from the composed page (not rasterised): a labelled thing counts as drawn
 * only when the page placed it (page-names.ts), so a plan that names a thing the scene never draws is caught.
 */
function judgeBoth(plan: Plan, item: LabelledPrompt): [Verdict, Verdict] {
  const byPlan = judge(plan, item.expect)
  if (plan.refusal || !byPage) return [byPlan, byPlan]
  return [byPlan, judge(planAsDrawn(plan, composeScene(plan)), item.expect)]
}
for (const item of labelled) {
  const both = VARIANTS.flatMap((variant) =>
    [false, true].map((magic) => judgeBoth(planFor(item.prompt, variant, magic), item)),
  )
  const verdicts = both.map(([, page]) => page)
  // The prompt's verdict is its worst over every variant and Magic Prompt setting.
  const verdict = worst(verdicts)
  const byPlan = worst(both.map(([plan]) => plan))
  if (byPlan === 'right') planRight++
  if (byPlan !== verdict) pageFaults.push(`${byPlan} by plan, ${verdict} on the page: ${item.prompt}`)
  if (new Set(verdicts).size > 1) magicDiffers++
  counts[verdict]++
  const section = bySection.get(item.section) ?? { right: 0, 'left-out': 0, refused: 0, wrong: 0 }
  section[verdict]++
  bySection.set(item.section, section)
  const line = `${verdict.padEnd(8)} ${item.prompt}  ->  ${summary(item)}`
  const first = planFor(item.prompt, VARIANTS[0], false)
  if (first.people?.people.length && !first.refusal && first.people.action !== 'stand') doing++
  const idleWord = standsIdle(item.prompt, first)
  if (idleWord) idle.push(`idle     ${item.prompt}  (${idleWord})`)
  if (verdict === 'left-out') leftOutPages.push(line)
  else if (verdict !== 'right') misses.push(line)
}
const planMs = (performance.now() - t0) / (labelled.length * VARIANTS.length * 2)

function summary(item: LabelledPrompt): string {
  const plan = planFor(item.prompt, VARIANTS[0], false)
  if (plan.refusal) return `refusal: ${plan.refusal.error} [${plan.refusal.suggestions.join('; ')}]`
  const figure = plan.figure ? `figure ${plan.figure.kind} ` : ''
  const text = plan.text ? `text "${plan.text.join(' ')}" ` : ''
  const relations = plan.relations.map((r) => ` ${r.actor} ${r.relation} ${r.object}`).join('')
  const place = plan.namedSetting ? ` at ${plan.namedSetting}` : ''
  return `${figure}${text}${plan.subjects.map((s) => s.label).join(', ')}${relations}${place}${leftOutNote(plan)}`
}

/** What the page says it is drawn without, as the page card says it. */
function leftOutNote(plan: Plan): string {
  const asked = new Set(plan.standIns.map((s) => s.asked))
  const without = plan.leftOut.filter((w) => !asked.has(w))
  return [
    without.length ? ` [Drawn without: ${without.join(', ')}]` : '',
    ...plan.standIns.map((s) => ` [Drawn as ${withArticle(s.drawn)}: no ${s.asked}]`),
  ].join('')
}

const pct = (n: number) => `${((100 * n) / labelled.length).toFixed(1)} %`
console.log(
  `\n${labelled.length} labelled prompts, 4 variants x Magic Prompt off/on each (worst verdict counts)\n`,
)
console.log('section'.padEnd(46), 'right  left-out  refused  wrong')
for (const [name, s] of bySection)
  console.log(
    name.padEnd(46),
    String(s.right).padStart(5),
    String(s['left-out']).padStart(9),
    String(s.refused).padStart(8),
    String(s.wrong).padStart(6),
  )
console.log(`\nright    ${pct(counts.right)} (${counts.right})  everything labelled drawn, nothing left out`)
console.log(
  `left-out ${pct(counts['left-out'])} (${counts['left-out']})  drawn without something it names, and says so`,
)
console.log(`refused  ${pct(counts.refused)} (${counts.refused})  honest "can't draw it yet"`)
console.log(
  `wrong    ${pct(counts.wrong)} (${counts.wrong})  a labelled thing missing in silence, or another drawing`,
)
if (byPage)
  console.log(
    `right by the plan alone ${pct(planRight)} (${planRight}); worse on the composed page: ${pageFaults.length}`,
  )
console.log(
  `people standing idle while the prompt has them doing something: ${idle.length} (posed doing it: ${doing})`,
)
console.log(`prompts whose verdict changes with the variant or Magic Prompt: ${magicDiffers}`)
console.log(`plan time ${planMs.toFixed(2)} ms a prompt\n`)
for (const line of misses) console.log(line)
if (pageFaults.length) console.log('\nPages that do not place what their plan names:')
for (const line of pageFaults) console.log(line)
if (leftOutPages.length) console.log('\nPages drawn without something they name (said on the page):')
for (const line of leftOutPages) console.log(line)
if (idle.length) console.log('\nPeople standing idle (easy cartoon, Magic Prompt off):')
for (const line of idle) console.log(line)

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
    const verdict = plan.refusal ? judge(plan, item.expect) : judgeBoth(plan, item)[1]
    const caption = plan.refusal
      ? `${item.prompt}: ${plan.refusal.error}`
      : `${item.prompt}${leftOutNote(plan)}`
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
