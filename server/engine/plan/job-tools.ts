// The tool a job is known by, in the hand of the one doing it: "an electrician at work" holds a
// screwdriver, "a window cleaner cleaning" a sponge, "a vet checking a cat" a stethoscope, "a baker
// kneading dough" a rolling pin, "a crossing guard" the stop sign. One row per job (its common names), so a
// prompt that says what the worker does without naming the tool still shows the tool a child draws for the job.
//
// A row holds only while the worker is at work (a doing word follows the job's name, "at work"), and never
// when the prompt puts something else in the hands ("holding", "with", "carrying"): a tool named, or a verb's
// own tool (verb-tools.ts, activity-gear.ts: "a plumber fixing a sink" keeps the wrench fixing gives), comes
// first. Only tools the art draws are listed; an implied tool is an extra, never said left out.

import { closeNouns, conceptForPhrase, lemmatize, type SettingId } from '../vocabulary'
import { type JobTool, TRADE_TOOL_ROWS } from './trade-tools'
import { isAnimalConcept } from './verb-classes'

/** The jobs and their tools. `always`: the job is named for its tool (a crossing guard's sign), doing or not. */
export const JOB_TOOL_ROWS: JobTool[] = [
  { job: 'electricians?', thing: 'screwdriver', held: 'screwdriver' },
  { job: 'vets?|veterinarians?|animal doctors?', thing: 'stethoscope', held: 'stethoscope' },
  { job: 'bakers?', thing: 'rolling pin', held: 'rolling-pin' },
  { job: 'bricklayers?|brick layers?', thing: 'trowel', held: 'trowel' },
  { job: 'gardeners?', thing: 'trowel', held: 'trowel' },
  // An umpire signals with the hands (cricket, tennis, baseball): no whistle.
  { job: 'referees?|refs?', thing: 'whistle', held: 'whistle' },
  { job: 'coach(?:es)?|p ?e teachers?|gym teachers?', thing: 'whistle', held: 'whistle' },
  { job: 'waiters?|waitress(?:es)?', thing: 'tray', held: 'tray', always: true },
  { job: 'window (?:cleaners?|washers?)', thing: 'sponge', held: 'sponge' },
  // A mechanic changing a tyre works it with the hands (touches.ts); fixing a car takes the wrench already.
  { job: 'plumbers?', thing: 'wrench', held: 'wrench', always: true },
  { job: 'carpenters?|handym[ae]n|joiners?', thing: 'hammer', held: 'hammer', always: true },
  {
    job: 'hairdressers?|barbers?|hair stylists?|hairstylists?',
    thing: 'scissors',
    held: 'scissors',
    always: true,
  },
  { job: 'librarians?', thing: 'book', held: 'book', always: true, setting: 'library' },
  // A lollipop lady is read as the crossing guard she is (idioms.ts).
  { job: 'crossing guards?', thing: 'stop sign', held: 'stop-sign', always: true },
  // Jobs a child knows only by their tool: named alone ("a mail carrier", "a zookeeper"), the worker holds it,
  // where the job is done; without it the page is a stranger in a garden.
  {
    job: 'mail ?carriers?|mail ?m[ae]n|mail ?wom[ae]n|post ?m[ae]n|post ?wom[ae]n|letter carriers?|postal workers?|mail delivery (?:man|woman|person)',
    thing: 'envelope',
    held: 'envelope',
    always: true,
    setting: 'city',
  },
  { job: 'zoo ?keepers?', thing: 'bucket', held: 'bucket', always: true, setting: 'zoo' },
  { job: 'life ?guards?', thing: 'whistle', held: 'whistle', always: true, setting: 'beach' },
  { job: 'dentists?', thing: 'toothbrush', held: 'toothbrush', always: true },
  { job: 'janitors?|caretakers?|custodians?', thing: 'mop', held: 'mop', always: true },
  { job: 'florists?', thing: 'bouquet', held: 'bouquet', always: true },
  { job: 'musicians?|guitarists?', thing: 'guitar', held: 'guitar', always: true },
  { job: 'housekeepers?|maids?', thing: 'feather duster', held: 'feather-duster', always: true },
  // The trades of a child's book of jobs, each with the thing it works with (trade-tools.ts).
  ...TRADE_TOOL_ROWS,
]

// What puts something else in the hands: a tool or a thing named with the worker. A "with" that says what a place
// has ("in a white courtyard with an orange tree") is the place's, not the worker's.
const HANDS_TAKEN =
  /\b(?:holding|holds|(?<!\b(?:in|at|on|by|under|beside|near|outside|inside) (?:\w+ ){1,4})with|carrying|carries|using|uses)\b/
// Doing words that are no work with the tool: the worker standing, walking, smiling, sitting, eating.
const NOT_AT_WORK =
  /^(?:standing|sitting|walking|running|smiling|waving|sleeping|eating|drinking|dancing|riding|driving|wearing|laughing|looking|going|coming|relaxing|resting|reading|singing|swimming|jumping|playing|having)$/

// Doings with a pose and a tool of their own (tool-actions.ts, doing-actions.ts): the watering hose, the rake,
// the spade, the broom, the milking pail, the lawn mower. The job's tool would only stand beside them.
const OWN_POSE =
  /\b(?:water|rak|shovel|dig|digg|(?<!chimney )sweep|mop|mopp|hoover|vacuum|mow|milk|chop|chopp|pick|plant|fish|hos|spray|climb|driv|rid|push|pull|carr|feed)(?:s|es|ing|ed)?\b/

/** The job's words followed by the work it is at ("a vet checking", "a baker at work"), as one regex. */
function atWork(row: JobTool): RegExp {
  const job = `\\b(?:${row.job})\\b`
  if (row.always) return new RegExp(`^(?!.*${HANDS_TAKEN.source}).*${job}`)
  return new RegExp(
    `^(?!.*${HANDS_TAKEN.source}).*${job}(?= (?:(?!${NOT_AT_WORK.source.slice(1, -1)}\\b)\\w+ing\\b|at work\\b|(?:is |are )?(?:working|at work)\\b))`,
  )
}

const JOB_TOOLS = JOB_TOOL_ROWS.map((row) => ({ ...row, words: atWork(row) }))

/**
 * The tool of the job at work in these words (lower case), read only when no action or verb of the prompt
 * gave a tool already (action-tools.ts `actionTools`): the first job named.
 */
export function jobTool(lower: string): JobTool | null {
  if (OWN_POSE.test(lower)) return null
  let first: { row: JobTool; at: number } | null = null
  for (const row of JOB_TOOLS) {
    const hit = new RegExp(`\\b(?:${row.job})\\b`).exec(lower)
    // The tool named ("a referee blowing a whistle", "a waller fitting stones into a wall": the stone wall by
    // its last word, when that word has a drawing of its own) is the prompt's own, held as its doing says.
    const last = row.thing.split(' ').pop() ?? row.thing
    const named = conceptForPhrase(last) ? `${row.thing}|${last}` : row.thing
    if (!hit || !row.words.test(lower) || new RegExp(`\\b(?:${named})s?\\b`).test(lower)) continue
    // A kind of the tool named is the tool ("a puppeteer working a marionette": the marionette is his puppet).
    if (namesKindOf(lower, row.thing)) continue
    if (namesAnAnimal(lower, hit.index + hit[0].length)) continue
    if (!first || hit.index < first.at) first = { row, at: hit.index }
  }
  return first?.row ?? null
}

/** Whether a word of the prompt names a kind of `thing` (WordNet: "marionette" is a kind of puppet). */
function namesKindOf(lower: string, thing: string): boolean {
  return (lower.match(/[a-z]+/g) ?? []).some(
    (w) => w !== thing && closeNouns(lemmatize(w), 1).includes(thing),
  )
}

/**
 * "a weaver bird", "a carpenter ant", "a mason bee": a job's name before an animal's is the animal's name, no
 * worker, so no loom, saw or trowel drawn beside it.
 */
function namesAnAnimal(lower: string, end: number): boolean {
  const next = /^[ -](\w+)/.exec(lower.slice(end))?.[1]
  const animal = next ? conceptForPhrase(lemmatize(next)) : null
  return animal !== null && isAnimalConcept(animal)
}

/**
 * The job's tool the hands hold: only when the reading drew it (`objects` hold its drawing), so a tool the
 * prompt's doing gave (the lawn mower of "a gardener mowing") keeps the hands.
 */
export const jobHeld = (lower: string, objects: { s: { id: string } }[]): string | null => {
  const row = jobTool(lower)
  return row && objects.some(({ s }) => s.id === row.held) ? (row.held ?? null) : null
}

/** The held thing of a trade known by it before a verb's tool ("a thatcher mending a roof": the straw). */
export const tradeHeld = (lower: string, objects: { s: { id: string } }[]): string | null =>
  jobTool(lower)?.first ? jobHeld(lower, objects) : null

/** Where the job named is done ("a zookeeper": the zoo), when the table says. */
export const jobSetting = (lower: string): SettingId | null => jobTool(lower)?.setting ?? null
