import { conceptForPhrase } from '../vocabulary'

for (const w of process.argv.slice(2)) {
  const c: any = conceptForPhrase(w)
  console.log(w.padEnd(22), c ? `${c.id} ${c.family ?? 'emoji'}/${c.icon}` : '-')
}
