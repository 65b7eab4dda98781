import { readFileSync } from 'node:fs'
import { makePlan } from '../plan'
import { conceptById } from '../vocabulary'

const file = process.argv[2]
const variant: any =
  process.argv[3] === 'r'
    ? { complexity: 'intricate', style: 'realistic' }
    : { complexity: 'easy', style: 'cartoon' }
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
for (const l of lines) {
  const prompt = l.includes('|') ? l.split('|')[0].trim() : /^[aeiou]/.test(l) ? `an ${l}` : `a ${l}`
  const p: any = makePlan({ prompt, ...variant })
  const fam = (id: string) => {
    const c: any = conceptById(id)
    return c
      ? `${c.family === 'colorly' ? 'own' : String(c.family ?? 'emoji').slice(0, 5)}/${c.icon ?? ''}`
      : '?'
  }
  const subj = (p.subjects ?? []).map((s: any) => `${s.concept}(${fam(s.concept)})`).join(', ')
  const props = (p.props ?? []).map((s: any) => `+${s.concept}`).join(' ')
  const rel = (p.relations ?? []).map((r: any) => `${r.actor} ${r.relation} ${r.object}`).join(';')
  const left = p.leftOut?.length ? ` [LEFT ${JSON.stringify(p.leftOut)}]` : ''
  const ref = p.refusal ? ` REFUSED ${p.refusal.kind}` : ''
  const ppl = p.people
    ? ` people=${p.people.action}:${p.people.people.map((x: any) => x.subject).join('+')}>${p.people.object}`
    : ''
  console.log(`${prompt.padEnd(40)} -> ${subj} ${props}${ppl} ${rel} ${p.setting}${left}${ref}`)
}
