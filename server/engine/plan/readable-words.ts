// The words of a prompt left to read for drawings, once the words of actions with a tool and of workplaces
// are taken out.
import type { SettingId } from '../vocabulary'
import { actionTools } from './action-tools'
import { impliedThings } from './implied-gear'
import { workplaceBefore } from './person-compounds'
import { withoutAudience } from './prompt-text'
import { settingWords, tokens } from './prompt-tokens'
import { inTheVehicle } from './vehicle-windows'

/**
 * The prompt's words to read, lower case and as typed, less the words of actions with a tool, and the tools;
 * `owners`: the words written with a possessive "'s" ("the baby's diaper"), whose "'s" the words lose.
 */
export function readableWords(text: string): {
  words: string[]
  typed: string[]
  tools: string[]
  /** The tools no word names, implied by an activity (implied-gear.ts): drawn where there is room, never said. */
  implied: Set<string>
  workplaces: Workplaces
  owners: Set<string>
} {
  const all = tokens(inTheVehicle(withoutAudience(text)))
  const { toolWords, tools, job } = actionTools(all.words)
  const keep = (_: string, k: number) => !toolWords.has(k)
  const owners = new Set(
    [...text.replace(/’/g, "'").matchAll(/\b([a-z]+)'s\b/gi)].map((m) => m[1].toLowerCase()),
  )
  const implied = impliedThings(all.words.join(' '))
  if (job) implied.add(job)
  return withoutWorkplaces({
    words: all.words.filter(keep),
    typed: all.typed.filter(keep),
    tools,
    implied,
    owners,
  })
}

type Workplaces = { setting: SettingId | null; said: string[] }

/**
 * "a grocery clerk", "a school nurse": the person, at their workplace (person-compounds.ts). The workplace's
 * words are taken out of what is read for drawings: the page's setting when one has its name (the school's
 * classroom), else said as drawn without (passed over: never the page's main subject, never refused).
 */
function withoutWorkplaces<T extends { words: string[]; typed: string[] }>(
  read: T,
): T & { workplaces: Workplaces } {
  const workplaces: Workplaces = { setting: null, said: [] }
  const gone = new Set<number>()
  for (let i = 0; i < read.words.length; i++) {
    const place = workplaceBefore(read.words, i)
    if (!place) continue
    const setting = settingWords().find(([phrase]) => phrase === place.phrase)?.[1]
    if (setting) workplaces.setting ??= setting
    else workplaces.said.push(read.typed.slice(i, i + place.span).join(' '))
    for (let k = i; k < i + place.span; k++) gone.add(k)
    i += place.span - 1
  }
  const keep = (_: string, k: number) => !gone.has(k)
  return { ...read, words: read.words.filter(keep), typed: read.typed.filter(keep), workplaces }
}
