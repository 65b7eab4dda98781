// npm run vocab:build: writes server/engine/vocabulary/emoji-vocabulary.json from the emoji datasets and art sets.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildEmojiVocabulary } from './emoji-vocabulary-source'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const outFile = path.join(root, 'server', 'engine', 'vocabulary', 'emoji-vocabulary.json')
const { entries, skipped } = buildEmojiVocabulary()
writeFileSync(outFile, `${JSON.stringify(entries)}\n`)
// Written as the repository's formatter would, so a rebuild with no change leaves no diff.
spawnSync('npx', ['biome', 'format', '--write', outFile], { cwd: root, stdio: 'inherit' })
console.log(`${entries.length} drawings indexed; skipped by subgroup:`, skipped)
