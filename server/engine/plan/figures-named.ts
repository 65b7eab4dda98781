import type { Plan } from './plan'
import { NUMBER_WORDS } from './read-figure'

// A number or a letter the prompt names ("number 11 with eleven socks", "the letter Q with a quail") is a
// thing on the page like any other: lettered by the number page, or by the page's bubble text, or said left
// out. The words the guard walks have lost their digits, so the prompt is read here as it was typed.

const NAMED = /\b(number|numeral|digit|letter)\s+([0-9]+|[a-z]+)\b/gi

/** The value of a number written in digits or in words ("11", "eleven"), or null. */
function numberValue(token: string): number | null {
  if (/^[0-9]+$/.test(token)) return Number(token)
  const at = NUMBER_WORDS.indexOf(token.toLowerCase())
  return at < 0 ? null : at
}

/** The page letters `value`: its number figure counts it (alone or in a range), or its text says it. */
function numberShown(plan: Plan, value: number): boolean {
  const figure = plan.figure
  if (figure?.kind === 'number') {
    const [from, to = from] = figure.digits.split('-').map(Number)
    if (value >= from && value <= to) return true
  }
  return (plan.text ?? []).some((line) => line.split(/[^0-9A-Za-z]+/).includes(String(value)))
}

const letterShown = (plan: Plan, letter: string) =>
  (plan.text ?? []).some((line) =>
    line
      .toUpperCase()
      .split(/[^A-Z]+/)
      .includes(letter.toUpperCase()),
  )

/** The numbers and letters `plan.prompt` names that the page does not letter, as the prompt wrote them. */
export function figuresDropped(plan: Plan): string[] {
  const out: string[] = []
  for (const [said, word, token] of plan.prompt.matchAll(NAMED)) {
    if (/^letter$/i.test(word)) {
      if (/^[a-z]$/i.test(token) && !letterShown(plan, token)) out.push(said)
      continue
    }
    const value = numberValue(token)
    if (value !== null && !numberShown(plan, value)) out.push(said)
  }
  return out
}
