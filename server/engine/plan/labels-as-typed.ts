import { conceptForPhrase, lemmatize } from '../vocabulary'
import type { Plan } from './plan'

// What the page says it drew is in the prompt's words. A drawing the vocabulary reached by another of its names
// ("nuts" drawn by the peanuts, "boats" by the sailboat, "berries" by the blueberries) is labelled with the
// word the person typed, so the image JSON's `subjects` names what they asked for, not the art's catalogue name.

/**
 * The plan with each drawn subject and attached prop labelled by the words of `prompt` (as the person typed it)
 * that named its drawing. People keep the labels their reader gave them ("Max", "son Leo").
 */
export function labelsAsTyped(plan: Plan, prompt: string): Plan {
  const typed = prompt.match(/[\p{L}\d'-]+/gu) ?? []
  const lower = typed.map((w) => w.toLowerCase())
  const lemmas = new Set(lower.flatMap((w) => [w, lemmatize(w)]))
  const people = new Set(plan.people?.people.map((p) => p.subject))
  // A drawing standing in for what was asked keeps its own name: the page says "Drawn as a castle".
  const standIns = new Set(plan.standIns.map((s) => s.drawn.toLowerCase()))
  // A word the page says it drew as something else ("Drawn as a birthday cake: no rice cake") never names it.
  const drawnAs = new Map(plan.standIns.map((s) => [s.asked.toLowerCase(), s.drawn]))
  const relabel = <T extends { concept: string; label: string }>(thing: T, i = -1): T => {
    if (people.has(i)) return thing
    const label = thing.label.toLowerCase()
    const asDrawn = drawnAs.get(label)
    if (asDrawn) return { ...thing, label: asDrawn }
    // A label a reader made of the prompt's words ("polar bear cub" for "her cubs") is kept.
    const named = label.split(/[\s'-]+/).some((w) => w.length > 2 && lemmas.has(lemmatize(w)))
    if (standIns.has(label) || named) return thing
    const words = typedName(thing.concept, lower, typed)
    return words ? { ...thing, label: words } : thing
  }
  const subjects = plan.subjects.map((s, i) => relabel(s, i))
  const props = plan.props.map((p) => (p.subject !== undefined || p.named ? relabel(p) : p))
  const changed = subjects.some((s, i) => s !== plan.subjects[i]) || props.some((p, i) => p !== plan.props[i])
  return changed ? { ...plan, subjects, props } : plan
}

/** The longest run of the prompt's words (four at most: "Old Man of Hoy") whose drawing is `concept`, as typed; null if none. */
function typedName(concept: string, lower: string[], typed: string[]): string | null {
  for (const n of [4, 3, 2, 1])
    for (let i = 0; i + n <= lower.length; i++)
      if (conceptForPhrase(lower.slice(i, i + n).join(' '))?.id === concept)
        // "her pony's mane", "the parents' race": the owner is labelled by its name, never with the "'s".
        return typed
          .slice(i, i + n)
          .join(' ')
          .replace(/'s?$/i, '')
  return null
}
