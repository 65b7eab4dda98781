// The drawable subjects the engine knows beyond its curated catalogue: every emoji drawing in both art sets
// that makes a coloring page, named by emojibase-data (CLDR names, group and subgroup) with synonyms from
// emojibase-data and emojilib that pass a WordNet check. `npm run vocab:build` writes them to
// server/engine/vocabulary/emoji-vocabulary.json, so the server never parses the datasets (docs/decisions/0010-engine-vocabulary.md).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { OUTLINE_SETS } from '../engine/vocabulary/art-credits'
import { ALL_CONCEPTS } from '../engine/vocabulary/concept-catalog'
import type { EmojiEntry } from '../engine/vocabulary/emoji-vocabulary'
import { relatedNouns } from '../engine/vocabulary/wordnet'
import { RENAMED, SKIPPED_NAMES, SUBGROUP_PLACES, SYNONYMS } from './emoji-vocabulary-rules'

const require = createRequire(import.meta.url)

type BaseEmoji = {
  label: string
  hexcode: string
  tags?: string[]
  emoji: string
  group?: number
  subgroup?: number
}
const data = require('emojibase-data/en/data.json') as BaseEmoji[]
const groups = require('emojibase-data/meta/groups.json') as { subgroups: Record<string, string> }
const emojilib = require('emojilib') as Record<string, string[]>

type IconSet = { chars: Record<string, string>; icons: Set<string> }
function iconSet(name: string): IconSet {
  const dir = path.dirname(require.resolve(`@iconify-json/${name}/icons.json`))
  const icons = JSON.parse(readFileSync(path.join(dir, 'icons.json'), 'utf8')) as {
    icons: Record<string, unknown>
    aliases?: Record<string, unknown>
  }
  const chars = JSON.parse(readFileSync(path.join(dir, 'chars.json'), 'utf8')) as Record<string, string>
  const byHex: Record<string, string> = {}
  for (const [hex, icon] of Object.entries(chars)) byHex[hexKey(hex)] = icon
  return { chars: byHex, icons: new Set([...Object.keys(icons.icons), ...Object.keys(icons.aliases ?? {})]) }
}
const hexKey = (hex: string) =>
  hex
    .toLowerCase()
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-')

// "woman’s hat" -> "womans hat", "person: curly hair" -> "person curly hair".
export const nameOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[:,.“”!]/g, ' ')
    .replace(/[-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Every drawing worth a page, with its names; and how many were skipped, by Emojibase subgroup. */
export function buildEmojiVocabulary(): { entries: EmojiEntry[]; skipped: Record<string, number> } {
  const fluent = iconSet('fluent-emoji-flat')
  const noto = iconSet('noto')
  // The emoji drawings the catalogue already names, and its ids. An outline icon that shares an emoji's name
  // (Game-icons' flute draws the recorder) is another drawing and leaves that emoji in.
  const curated = new Set(
    ALL_CONCEPTS.flatMap((c) =>
      c.family && OUTLINE_SETS.includes(c.family) ? [c.id] : [c.id, c.icon, ...Object.values(c.icons ?? {})],
    ),
  )

  type Candidate = EmojiEntry & {
    keywords: string[]
    base: string
    subgroup: string
    extraNames?: string[]
    asked?: boolean
  }
  const candidates: Candidate[] = []
  const skipped: Record<string, number> = {}
  for (const e of data) {
    const subgroup = groups.subgroups[String(e.subgroup)]
    const place = subgroup ? SUBGROUP_PLACES[subgroup] : undefined
    const name = RENAMED[nameOf(e.label)] ?? nameOf(e.label)
    if (!place || SKIPPED_NAMES.some((re) => re.test(name))) {
      skipped[subgroup ?? 'none'] = (skipped[subgroup ?? 'none'] ?? 0) + 1
      continue
    }
    const hex = hexKey(e.hexcode)
    const fluentIcon = fluent.chars[hex]
    const notoIcon = noto.chars[hex]
    const icon = fluentIcon ?? notoIcon
    if (!icon || !(fluent.icons.has(icon) || noto.icons.has(icon))) continue
    // A drawing the curated catalogue already uses stays the catalogue's: its aliases and anchors win.
    if (curated.has(icon) || (notoIcon && curated.has(notoIcon))) continue
    const entry: Candidate = {
      id: icon,
      label: name,
      icon,
      zone: place.zone,
      subgroup: subgroup ?? '',
      keywords: [...(e.tags ?? []), ...(emojilib[e.emoji] ?? []).slice(1)].map(nameOf),
      // "man firefighter", "woman: curly hair" and "firefighter" share their synonyms' owner.
      base: name.replace(/^(man|woman|person|men|women|people) /, ''),
    }
    if (place.setting) entry.setting = place.setting
    if (place.bust) entry.bust = true
    if (place.asked) entry.asked = true
    if (notoIcon && notoIcon !== icon) entry.noto = notoIcon
    candidates.push(entry)
  }

  // Names read as a person would say them: "woman with curly hair", "vampire" for the neutral "person vampire".
  for (const c of candidates) {
    const hair = /^(person|man|woman) (curly hair|red hair|white hair|blond hair|beard|bald)$/.exec(c.label)
    const fantasy = /^person (.+)$/.exec(c.label)
    const renamed = hair
      ? hair[2] === 'bald'
        ? `bald ${hair[1]}`
        : `${hair[1]} with ${hair[2]}`
      : fantasy &&
          c.subgroup === 'person-fantasy' &&
          !candidates.some((o) => o.label === fantasy[1]) &&
          c.base === fantasy[1]
        ? fantasy[1]
        : null
    if (renamed) {
      c.keywords.unshift(c.label)
      c.extraNames = [c.label]
      c.label = renamed
    }
  }
  const labels = new Set(candidates.map((c) => c.label))
  // A keyword names one drawing only: "fire" is on the firefighter and on the fire engine, so it names neither.
  const owners = new Map<string, Set<string>>()
  for (const c of candidates)
    for (const k of c.keywords) owners.set(k, (owners.get(k) ?? new Set()).add(c.base))
  const squash = (s: string) => s.replace(/ /g, '')

  /** A keyword is a name only when WordNet says so: a synonym, or a kind of the thing ("hatchet" is an axe). */
  function namesIt(keyword: string, c: Candidate): boolean {
    if (squash(keyword) === squash(c.label)) return true
    const related = relatedNouns(keyword, 1)
    return (
      related.length > 0 && related.slice(0, 12).some((w) => nameOf(w) === c.base || nameOf(w) === c.label)
    )
  }

  const entries: EmojiEntry[] = []
  for (const c of candidates) {
    const isNeutral = (c.base === c.label || c.label.startsWith('person ')) && !c.asked
    const aliases = new Set<string>([...(SYNONYMS[c.label] ?? []), ...(c.extraNames ?? [])])
    if (isNeutral)
      for (const k of c.keywords) {
        // Verbs of the action ("juggling", "kneel") and fragments ("bullet") are not names.
        if (k === c.label || labels.has(k) || /ing$/.test(k) || c.label.split(' ').includes(k)) continue
        if ((owners.get(k)?.size ?? 0) === 1 && namesIt(k, c)) aliases.add(k)
      }
    const { keywords: _k, base: _b, extraNames: _e, subgroup: _s, asked: _a, ...entry } = c
    if (aliases.size) entry.aliases = [...aliases].sort()
    entries.push(entry)
  }
  return { entries, skipped }
}
