// Run by `npm run build` (bundled by build-server.ts): copies the emoji drawings the vocabulary names out of
// the Fluent Emoji and Noto packages (34 MB of JSON) into dist-server/engine/art/emoji-icons.json (about 7 MB),
// with the names a set lacks, so the compiled server reads only those (icon-source.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import type { EmojiExtract } from '../engine/art/icon-source'
import type { EmojiSetId } from '../engine/vocabulary/art-credits'
import { allDrawableConcepts } from '../engine/vocabulary/concept-index'

const EMOJI_SETS: EmojiSetId[] = ['fluent-emoji-flat', 'noto']
const require = createRequire(import.meta.url)

export function emojiIconExtract(): EmojiExtract {
  const out = {} as EmojiExtract
  // A concept without a family is drawn from either emoji set: both are tried, under the set's own name.
  const concepts = allDrawableConcepts().filter((c) => !c.family)
  for (const set of EMOJI_SETS) {
    const full = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8'))
    const icons: EmojiExtract[EmojiSetId]['icons'] = {}
    const absent: string[] = []
    for (const name of new Set(concepts.map((c) => c.icons?.[set] ?? c.icon))) {
      const data = getIconData(full, name)
      if (data) icons[name] = { body: data.body, width: data.width ?? 16, height: data.height ?? 16 }
      else absent.push(name)
    }
    out[set] = { icons, absent }
  }
  return out
}

if (process.argv[1]?.includes('extract-emoji-icons')) {
  const target = process.argv[2]
  if (!target) throw new Error('usage: extract-emoji-icons <output.json>')
  writeFileSync(target, JSON.stringify(emojiIconExtract()))
}
