import { conceptForPhrase } from '../vocabulary/concept-index'
const names = process.argv.slice(2).join(' ').split(',').map(s=>s.trim())
for (const n of names) { const c = conceptForPhrase(n); console.log(n.padEnd(24), c ? `${c.id} (${c.family ?? 'emoji'}:${c.icon ?? c.emoji ?? ''})` : '-') }
