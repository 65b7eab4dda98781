import { makePlan } from '/work/wt/animals/server/engine/plan/make-plan'
const names = process.argv.slice(2).join(' ').split(',').map((s) => s.trim()).filter(Boolean)
for (const n of names) {
  const p = makePlan({ prompt: n, complexity: 'easy', style: 'cartoon' })
  const subj = p.subjects.map((s: any) => `${s.label}(${s.concept})`).join(" ")
  const st = p.refusal ? 'REFUSED' : p.standIns.length ? 'STANDIN ' + p.standIns.map((s) => s.drawn).join('/') : p.leftOut.length ? 'LEFTOUT ' + p.leftOut.join('/') : 'drawn'
  console.log(`${n.padEnd(28)} ${st.padEnd(30)} ${subj}`)
}
