import { conceptById } from '../vocabulary'
import { emptyPlan } from './empty-plan'
import { droppedInSilence, sayDropped, wordsOf } from './nothing-dropped'
import type { Plan, PlanInput } from './plan'
import type { FigureReading } from './read-figure'
import { NUMBER_WORDS } from './read-number-page'

// A page drawn by geometry (a mandala, a number, shapes, a composed scene) takes the whole page and no subject.
// What it is built from is drawn or said like any subject: a thing no drawing shows is said left out and the
// figure is drawn all the same ("a mandala with gazebos", "the number 5 with five gazebos").

/** The words of a number page itself: never a thing left out. */
const NUMBER_PAGE_WORDS = ['number', 'numbers', 'numeral', 'numerals', 'counting', 'count', 'digit']

/** The figure page's plan: the figure, what it leaves out, and every other thing the prompt names said. */
export function figurePlan(
  input: PlanInput,
  prompt: string,
  seed: number,
  reading: FigureReading,
  read: { words: string[]; typed: string[] },
): Plan {
  const plan: Plan = {
    ...emptyPlan(input, prompt, seed),
    figure: reading.figure,
    leftOut: reading.leftOut,
    ...(reading.parts ? { parts: reading.parts } : {}),
  }
  return reading.figure.kind === 'number' ? numberSaid(plan, read) : sayDropped(plan, read)
}

/**
 * A number page's own accounting ("the number 12 with twelve eggs in a carton": the carton said): the final
 * guard reads mandalas and patterns; a number page is read here with the same rule.
 */
function numberSaid(plan: Plan, read: { words: string[]; typed: string[] }): Plan {
  const figure = plan.figure
  if (figure?.kind !== 'number') return plan
  const motif = figure.motif ? conceptById(figure.motif) : null
  const named = figure.digits.split('-').flatMap((d) => [d, NUMBER_WORDS[Number(d)] ?? ''])
  const account = {
    drawnIds: new Set([...(motif ? [motif.id] : []), ...(figure.holder ? [figure.holder.concept] : [])]),
    drawnWords: wordsOf([
      ...NUMBER_PAGE_WORDS,
      ...named.filter(Boolean),
      ...(motif ? [motif.label] : []),
      ...(figure.motifNames ?? []),
      ...(figure.placeNames ?? []),
      ...(figure.holder?.names ?? []),
      // "six spots" is also a domino's name in WordNet: counted as dots, it is what the page draws.
      ...(figure.spots ? named.filter(Boolean).flatMap((n) => [`${n} spots`, `${n} dots`]) : []),
      ...plan.leftOut,
    ]),
  }
  const dropped = droppedInSilence(read.words, read.typed, account)
  return dropped.length ? { ...plan, leftOut: [...plan.leftOut, ...dropped] } : plan
}
