import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { type ArtSetId, OUTLINE_SETS } from '../vocabulary'

type IconifyJSON = Parameters<typeof getIconData>[0]

export type IconData = { body: string; width: number; height: number }

const require = createRequire(import.meta.url)
const loaded = new Map<ArtSetId, IconifyJSON>()

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
  const data = getIconData(iconSet(set), name)
  if (!data) return null
  return { body: data.body, width: data.width ?? 16, height: data.height ?? 16 }
}
