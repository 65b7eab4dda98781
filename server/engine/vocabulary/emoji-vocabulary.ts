import { readFileSync } from 'node:fs'
import type { Concept, SettingId, Zone } from './concept-types'

/** One drawing of emoji-vocabulary.json, written by `npm run vocab:build` (server/tools/build-emoji-vocabulary.ts). */
export type EmojiEntry = {
  id: string
  label: string
  /** Icon name in Fluent Emoji when it has the drawing, else in Noto. */
  icon: string
  /** Noto's name when it differs. */
  noto?: string
  zone: Zone
  setting?: SettingId
  aliases?: string[]
  bust?: boolean
}

let concepts: Concept[] | null = null

/** Every drawing of the art sets that makes a page, as concepts; read on first use (about 300 KB of JSON). */
export function emojiConcepts(): Concept[] {
  if (concepts) return concepts
  const entries = JSON.parse(
    readFileSync(new URL('./emoji-vocabulary.json', import.meta.url), 'utf8'),
  ) as EmojiEntry[]
  concepts = entries.map((e) => ({
    id: e.id,
    label: e.label,
    icon: e.icon,
    ...(e.noto ? { icons: { noto: e.noto } } : {}),
    zone: e.zone,
    setting: e.setting,
    aliases: e.aliases ?? [],
    ...(e.bust ? { bust: true } : {}),
  }))
  return concepts
}
