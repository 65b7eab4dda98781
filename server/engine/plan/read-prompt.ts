// Reads a prompt into its subjects, what is on them and how they stand, its setting, and what it could not
// draw: the words read one place at a time (word-steps.ts), then what the whole prompt says.
import { actionSetting, toolsSaidOrDrawn } from './action-tools'
import { onTheBody } from './animal-on-person'
import { hadInTheMouth, inTheMouth } from './held-in-the-mouth'
import { packLoad } from './pack-loads'
import { partsOut, passedOver, toppingsOut } from './parts-and-passed-over'
import type { PromptReading } from './prompt-reading'
import { readableWords } from './readable-words'
import { type Reader, startReading, use } from './reading-state'
import { onTheBack, peeksOutOfTool } from './relations-read'
import { windowsLookedOutOf } from './vehicle-windows'
import { readWordsAt } from './word-steps'

/** Reads subjects, relations, attached props and a named setting out of a prompt (lettering already removed). */
export function readPrompt(text: string): PromptReading {
  const { words, typed, tools, implied, workplaces } = readableWords(text)
  const r = startReading(words, typed, workplaces)
  for (let i = 0; i < words.length; ) i += readWordsAt(r, i)
  // "flying" is the sky only when no place is named.
  r.setting ??= actionSetting(words, r.settingsByWord)
  toolsOfActions(r, tools, implied)
  packLoad(words, r.missing, r.subjects, r.attached)
  const parts = [...partsOut(r.missing, r.subjects, words), ...r.ownParts, ...windowsLookedOutOf(text)]
  parts.push(...toppingsOut(r.unread, r.subjects))
  for (const read of [onTheBack, inTheMouth, onTheBody, hadInTheMouth])
    read(words, r.subjects, r.attached, r.relations)
  if (r.subjects.length)
    r.unsaid.unshift(...passedOver(words, typed, [...r.subjects, ...r.attached.map((a) => a.concept)]))
  return reading(r, parts)
}

/** An action's tool is drawn beside its doer, or said left out. */
function toolsOfActions(r: Reader, tools: string[], implied: Set<string>): void {
  // Drawn whoever does it ("dad vacuuming": the figure is read later), no object of a relation ("on Halloween").
  if (!peeksOutOfTool(r.pending, r.words)) r.pending = null
  r.relation = null
  r.missing.push(...toolsSaidOrDrawn(tools, r, (concept) => use(r, concept), implied))
}

function reading(r: Reader, parts: string[]): PromptReading {
  const { subjects, attached, relations, setting, missing, missingFirst, standIns, namedSetting, unread } = r
  return {
    subjects,
    attached,
    relations,
    setting,
    missing,
    missingFirst,
    standIns,
    namedSetting,
    unread,
    unsaid: r.unsaid,
    parts,
  }
}
