// Actions whose tool says them ("brushing his teeth": a toothbrush): the tool found, then drawn beside its
// doer or said left out.
import {
  type Concept,
  conceptForPhrase,
  kinThroughWordnet,
  lemmatize,
  nounKinds,
  type SettingId,
} from '../vocabulary'
import { ACTIVITY_GEAR, GEAR_DRAWINGS, GEAR_UNDRAWN } from './activity-gear'
import { asNamed } from './drawing-named-at'
import { impliedByVerbs } from './implied-gear'
import { jobTool } from './job-tools'
import { FLOWN_OFF } from './people-action-words'
import { PROFESSION_TOOLS } from './profession-tools'
import type { PromptReading } from './prompt-reading'
import { tokens } from './prompt-tokens'
import { isAction } from './reading-words'
import { verbTools } from './verb-tools'
import { roomFor } from './worn-at'

// Actions the figure cannot show but whose tool says them: the tool is drawn (or said to be left out), and the
// words of the action are never read as things ("brushing his teeth" is no tooth, "giving a shot" no gift).
const ACTION_TOOLS: [RegExp, string | string[], 'keep'?][] = [
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the) )?teeth\b/, 'toothbrush'],
  // "brushing the dog's teeth": the toothbrush, and the dog whose teeth they are stays to be drawn.
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the) )?(?<owner>[a-z]+) teeth\b/, 'toothbrush'],
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the|a|the doll's) )?hair\b/, 'hairbrush'],
  [/\bcomb(?:ing|s)? (?:(?:his|her|its|their|my|the) )?hair\b/, 'comb'],
  [/\bcut(?:ting|s)? (?:(?:his|her|its|their|my|the|a|an) )?(?:\w+ )?hair\b|\bhaircut\b/, 'scissors'],
  // The athletics hammer thrown ("throwing the hammer", "the hammer throw") is no carpenter's hammer.
  [/(?<!\bthr(?:ow|ows|owing|ew) the )\bhammer(?:ing|s)?\b(?! throw)/, 'hammer', 'keep'],
  // The player and the game stay read ("tennis" picks the ball): only the racket is added.
  [/\b(?:tennis player|playing tennis)\b/, 'tennis racket', 'keep'],
  // "a vacuum cleaner" names the thing itself: read whole, its "cleaner" no person left out.
  [/\bvacuum(?:ing|s)?\b(?! cleaners?\b)/, 'vacuum cleaner'],
  [/\bpaint(?:ing|s)? (?:the|a) (?:wall|room)\b/, 'paintbrush'],
  // A thing painted stays read, drawn beside the painter: "painting a fence" dropped the fence in silence.
  [/\bpaint(?:ing|s)? (?:the|a) (?:fence|house|door)\b/, 'paintbrush', 'keep'],
  [/\b(?:scuba|snorkel(?:l?ing)?)\b/, 'diving mask'],
  // Trick-or-treaters carry their sweets and a pumpkin; a costume the figure does not wear is said.
  [/\btrick(?: or |-or-)treat(?:ing|ers?)?\b/, ['candy', 'pumpkin', 'costume']],
  // Words for several things at once: what a child would draw for them.
  [/\b(?:school|art|craft) supplies\b/, ['pencil', 'crayon']],
  [/\bdoing (?:(?:his|her|their|my|the) )?homework\b/, ['pencil', 'notebook']],
  [/\bthanksgiving (?:dinner|feast|meal)\b/, ['table', 'turkey']],
  [
    /\b(?:sitting down to|having|eating) (?!thanksgiving)(?:\w+ )?(?:dinner|supper|lunch|a meal|a feast)\b/,
    ['table', 'pot of food'],
  ],
  // A feast or a meal shared or enjoyed: the food itself, wherever they sit (on a mat, a blanket, the grass).
  [
    /\b(?:sharing|enjoying|tucking into) (?:a |the |their |our )?(?:\w+ )?(?:feast|meal|banquet)\b/,
    ['pot of food'],
  ],
  [/\brain ?boots?\b|\bwellies\b|\bgaloshes\b/, 'rain boot'],
  [/\bsledding\b/, 'sled'],
  // Setting the table lays plates on it.
  [/\bset(?:ting|s)? the table\b/, 'plate', 'keep'],
  [/\bmow(?:ing|s)?(?: (?:the|a) (?:lawn|grass))?\b/, 'lawn mower'],
  // The verb only: "ice skates" and "roller skates" name their own drawings.
  [/\broller skating\b/, 'roller skate'],
  [/(?<!roller )\b(?:ice )?skating\b/, 'ice skate'],
  // "giving a puppy an injection", "gets her flu jab": the syringe (Colorly's own drawing); the one given it
  // stays read.
  [
    /(?<=\b(?:giv|get|gett|hav|receiv)(?:ing|es|s|e)? (?:\w+ ){0,3}?)(?:a|an|the|his|her|their|its|my|your) (?:flu |first |booster )?(?:shots?|injections?|vaccines?|vaccinations?|jabs?|boosters?)\b/,
    'syringe',
  ],
  ...PROFESSION_TOOLS,
  ...ACTIVITY_GEAR,
]

/** Whether an action of these words (lower case) names its own tool: a job's tool is then not in the hands. */
export function actionNamesTool(lower: string): boolean {
  const { words } = tokens(lower)
  return actionTools(words).job === undefined && actionTools(words).tools.length > 0
}

/** The tools the prompt's actions name ("brushing his teeth": a toothbrush), and the indexes of those words. */
export function actionTools(words: string[]): { toolWords: Set<number>; tools: string[]; job?: string } {
  const toolWords = new Set<number>()
  const tools: string[] = []
  const joined = words.join(' ')
  for (const [pattern, tool, keep] of ACTION_TOOLS) {
    const hit = pattern.exec(joined)
    if (!hit) continue
    tools.push(...(typeof tool === 'string' ? [tool] : tool))
    if (keep) continue
    const first = joined.slice(0, hit.index).split(' ').length - 1
    const hitWords = hit[0].split(' ')
    const owner = hit.groups?.owner ? hitWords.lastIndexOf(hit.groups.owner) : -1
    for (let k = 0; k < hitWords.length; k++) if (k !== owner) toolWords.add(first + k)
  }
  // A trade known by its thing comes before a doing's tool: a thatcher mending a roof has the straw, not the
  // hammer mending gives (trade-tools.ts `first`).
  const trade = jobTool(joined)
  const tradeFirst = trade?.first === true
  if (tradeFirst) tools.length = 0
  // What a verb implies (verb-tools.ts), unless a pattern above gave the verb its thing already; a verb taught
  // ("to knit") is no thing of its own.
  if (!tradeFirst)
    for (const thing of impliedByVerbs(joined, [...tools, ...words]))
      if (!tools.includes(thing)) tools.push(thing)
  for (const [k, w] of words.entries())
    if (words[k - 1] === 'to' && verbTools(`to ${w}`).length) toolWords.add(k)
  // A worker at work with no tool from the doing: the job's own (job-tools.ts), an extra never said.
  const job = tools.length ? null : trade
  if (job) tools.push(job.thing)
  return { toolWords, tools, job: job?.thing }
}

// Tools an animal doing the action holds up (a lawn mower or a sled is pushed or ridden, not held).
const HELD_TOOLS = new Set(['toothbrush', 'hairbrush', 'comb', 'scissors', 'hammer', 'paintbrush', 'mop'])

/** An animal by any of its first senses ("alligator" is first the leather to WordNet). */
const animalSubject = (c: Concept) =>
  [c.label, c.id].some((name) => nounKinds(lemmatize(name.toLowerCase())).slice(0, 3).includes('noun.animal'))

/**
 * The tools the actions name, drawn or said. A page holds three subjects: a tool with no room is said, never
 * lost in silence. An animal doing the action holds the tool ("an alligator brushing its teeth"); people hold
 * theirs by read-people.ts.
 */
export function toolsSaidOrDrawn(
  tools: string[],
  read: Pick<PromptReading, 'subjects' | 'attached' | 'relations' | 'standIns'>,
  use: (concept: Concept) => void,
  implied: Set<string>,
): string[] {
  const said: string[] = []
  for (const tool of tools) {
    // A thing the activity implies (not named) is drawn where there is room, never said (implied-gear.ts).
    if (implied.has(tool)) {
      // Only where three things leave room: the fourth place is for a thing named (worn-at.ts `roomFor`).
      const fits = (c: Concept) => read.subjects.some((s) => s.id === c.id) || roomFor(c, read.subjects, 3)
      drawnOrNamed(tool, (c) => fits(c) && use(c), read.standIns)
      continue
    }
    said.push(...drawnOrNamed(tool, use, read.standIns))
    const drawing = GEAR_UNDRAWN.has(tool)
      ? null
      : (conceptForPhrase(GEAR_DRAWINGS[tool] ?? tool) ?? kinThroughWordnet(tool)?.concept)
    if (!drawing) continue
    const at = read.subjects.findIndex((s) => s.id === drawing.id)
    if (at < 0 && !read.attached.some((a) => a.concept.id === drawing.id)) said.push(tool)
    const holder = read.subjects[0]
    if (
      at > 0 &&
      HELD_TOOLS.has(tool) &&
      animalSubject(holder) &&
      !read.relations.some((r) => r.object === at)
    )
      read.relations.push({ actor: 0, relation: 'holding', object: at })
  }
  return said
}

/** Draws a tool by its name, or gives the name back to be said as left out. */
function drawnOrNamed(
  tool: string,
  draw: (concept: Concept) => void,
  standIns: PromptReading['standIns'],
): string[] {
  const concept = conceptForPhrase(GEAR_DRAWINGS[tool] ?? tool)
  // A close kin the catalogue marks ("rain boot" drawn as a hiking boot) is drawn and said.
  const kin = concept || GEAR_UNDRAWN.has(tool) ? null : kinThroughWordnet(tool)
  if (kin?.standIn) standIns.push({ asked: tool, concept: kin.concept })
  if (concept) draw(asNamed(concept, tool))
  else if (kin?.concept) draw(kin.concept)
  else return [tool]
  return []
}

/** The place an action hints at ("flying": the sky), when the prompt names none. */
export function actionSetting(words: string[], settingsByWord: [string, SettingId][]): SettingId | null {
  // "sparks flying" off a welder's work are no sky.
  const flownOff = new RegExp(`^(?:${FLOWN_OFF})$`)
  const hinted = settingsByWord.find(
    ([phrase]) =>
      isAction(phrase) && words.some((w, k) => w === phrase && !flownOff.test(words[k - 1] ?? '')),
  )
  return hinted?.[1] ?? null
}
