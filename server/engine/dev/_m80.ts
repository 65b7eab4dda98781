import { readFileSync } from 'node:fs'

const root = process.argv[2]
const { makePlan } = await import(`${root}/server/engine/plan/index.ts`)
let right = 0
const miss: string[] = []
for (const line of readFileSync('/tmp/town/things80.tsv', 'utf8').trim().split('\n')) {
  const [name, re] = line.split('\t')
  const prompt = /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`
  const p: any = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  const ok = !p.refusal && p.subjects.some((s: any) => new RegExp(re).test(s.concept)) && !p.leftOut.length
  if (ok) right++
  else
    miss.push(
      `${name} -> ${p.refusal ? 'REFUSED' : p.subjects.map((s: any) => s.concept).join(',')}${p.leftOut.length ? ` [said ${p.leftOut}]` : ''}`,
    )
}
console.log(`right ${right}/80`)
for (const m of miss) console.log('  ', m)
