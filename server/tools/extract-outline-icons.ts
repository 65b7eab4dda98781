// npm run icons:outline: copies the outline icons the engine uses out of the Game-icons and Material Design
// Icons packages (9 MB of JSON, 400 ms each to parse) into server/engine/art/outline-icons.json (a few KB).
// Run it after adding an outline concept; a unit test fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { RIDDEN_AS } from '../engine/scene/relation-layout'
import { ICON_PACKAGE_SETS, type IconPackageSetId } from '../engine/vocabulary/art-credits'
import { OUTLINE_ICON_CONCEPTS } from '../engine/vocabulary/outline-icon-concepts'

type IconifyJSON = Parameters<typeof getIconData>[0]
const require = createRequire(import.meta.url)

export function outlineIconSubset(): Record<IconPackageSetId, IconifyJSON> {
  const wanted = [...OUTLINE_ICON_CONCEPTS, ...Object.values(RIDDEN_AS)]
  const out = {} as Record<IconPackageSetId, IconifyJSON>
  for (const set of ICON_PACKAGE_SETS) {
    const full = JSON.parse(
      readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8'),
    ) as IconifyJSON
    const icons: IconifyJSON['icons'] = {}
    for (const concept of wanted.filter((c) => c.family === set)) {
      const data = getIconData(full, concept.icon)
      if (!data) throw new Error(`${set} has no icon ${concept.icon}`)
      icons[concept.icon] = { body: data.body, width: data.width, height: data.height }
    }
    out[set] = { prefix: set, icons, width: full.width, height: full.height }
  }
  return out
}

if (process.argv[1]?.endsWith('extract-outline-icons.ts')) {
  const path = new URL('../engine/art/outline-icons.json', import.meta.url)
  writeFileSync(path, `${JSON.stringify(outlineIconSubset(), null, 2)}\n`)
  console.log(`Wrote ${path.pathname}`)
}
