import { nounKind, nounKinds } from '../vocabulary/wordnet'
for (const w of process.argv.slice(2)) console.log(w, nounKind(w), nounKinds(w).slice(0, 6))
