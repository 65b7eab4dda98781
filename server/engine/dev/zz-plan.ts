import { withArticle } from '../../../shared/article'
import { makePlan } from '../plan/make-plan'
import { readFileSync } from 'node:fs'
const prompts = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)
for (const prompt of prompts) {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  if (plan.refusal) { console.log(prompt, '-> REFUSED'); continue }
  const asked = new Set(plan.standIns.map((s) => s.asked))
  const without = plan.leftOut.filter((w) => !asked.has(w))
  console.log(prompt, ' -> ', plan.subjects.map((s) => `${s.label}(${s.concept})`).join(', '), without.length ? `[without: ${without.join(', ')}]` : '', plan.standIns.map((s) => `[as ${withArticle(s.drawn)}: no ${s.asked}]`).join(''))
}
