import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { type ArtSetId, type EmojiSetId, OUTLINE_SETS } from '../vocabulary'
import type { IconData } from './icon-data'
import { OWN_DRAWINGS } from './own-drawings'

export type { IconData }

type IconifyJSON = Parameters<typeof getIconData>[0]

/** The emoji drawings the vocabulary names, and the names a set lacks (server/tools/extract-emoji-icons.ts). */
export type EmojiExtract = Record<EmojiSetId, { icons: Record<string, IconData>; absent: string[] }>

const require = createRequire(import.meta.url)
const loaded = new Map<ArtSetId, IconifyJSON>()
let extract: { icons: Map<string, IconData>; absent: Set<string> }[] | undefined
const EXTRACT_SETS: ArtSetId[] = ['fluent-emoji-flat', 'noto']

// The compiled server carries the vocabulary's emoji drawings in a file beside it (written by `npm run build`):
// about 7 MB read instead of 34. Run from source there is none, and the sets are read whole as below.
function fromExtract(set: ArtSetId, name: string): IconData | null | undefined {
  const at = EXTRACT_SETS.indexOf(set)
  if (at < 0) return undefined
  if (!extract) {
    let file: EmojiExtract | null = null
    try {
      file = JSON.parse(readFileSync(new URL('./emoji-icons.json', import.meta.url), 'utf8'))
    } catch {
      // No extract: every drawing comes from the whole sets.
    }
    extract = EXTRACT_SETS.map((s) => ({
      icons: new Map(Object.entries(file?.[s as EmojiSetId]?.icons ?? {})),
      absent: new Set(file?.[s as EmojiSetId]?.absent ?? []),
    }))
  }
  const { icons, absent } = extract[at]
  return icons.get(name) ?? (absent.has(name) ? null : undefined)
}

// The emoji sets are read from node_modules once, on first use (several MB of JSON each). The outline families
// are bigger still and only a few dozen of their icons are drawn: those come from a small extract
// (server/tools/extract-outline-icons.ts).
function iconSet(set: ArtSetId): IconifyJSON {
  let json = loaded.get(set)
  if (!json) {
    if (OUTLINE_SETS.includes(set)) {
      const subset = JSON.parse(readFileSync(new URL('./outline-icons.json', import.meta.url), 'utf8'))
      json = subset[set] as IconifyJSON
    } else
      json = JSON.parse(
        readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8'),
      ) as IconifyJSON
    loaded.set(set, json)
  }
  return json
}

export function findIcon(set: ArtSetId, name: string): IconData | null {
  // Colorly's own drawings are small TypeScript files, not a package (docs/decisions/0100-own-drawings.md).
  if (set === 'colorly') return OWN_DRAWINGS[name] ?? null
  const known = fromExtract(set, name)
  if (known !== undefined) return known
  const data = getIconData(iconSet(set), name)
  if (!data) return null
  return { body: data.body, width: data.width ?? 16, height: data.height ?? 16 }
}
