// npx tsx server/engine/people/people-sheet.ts [easy-cartoon|intricate-realistic|...] [out.png]: every people
// prompt's page on one contact sheet, to look at after a change to the figures.
import { writeFileSync } from 'node:fs'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { shutdownRenderPool } from '../render/render-pool'
import { composeScene } from '../scene/compose-scene'
import { contactSheet } from './contact-sheet'
import { PEOPLE_PROMPTS } from './people-prompts'

const [variant = 'easy-cartoon', out = `people-${variant}.png`] = process.argv.slice(2)
const [complexity, style] = variant.split('-') as [Complexity, Style]
const cells = PEOPLE_PROMPTS.map((prompt) => {
  const plan = makePlan({ prompt, complexity, style })
  // A refused page, or one with no people read, is framed heavily.
  return { svg: plan.refusal ? null : composeScene(plan).svg, caption: prompt, mark: !plan.people }
})
writeFileSync(out, await contactSheet(cells, 8))
await shutdownRenderPool()
console.log(`Wrote ${out}`)
