import { type Concept, nounKinds, SETTINGS, type SettingId } from '../vocabulary'
import type { AnimalPose, Plan, PlanRelation, PlanSubject } from './plan'

// What an animal does that says how it lies on the page, and where it is: "a possum hanging upside down by its
// tail" hangs head down from a branch, "a penguin diving into icy water" dives head first over the water, "a
// horse rolling in the dust" lies on its back on the dusty ground, "a baby monkey riding on its mother's back"
// rides her. The water and the ground such an action is done in are the page's setting, named as the prompt
// said them, never left out in silence ("a robin pulling a worm out of the ground" stands on the ground, not in
// the sky). Only an animal's action: a person diving or hanging is a figure's pose (people/).

// "hanging by its feet" (a bat, a fruit bat) hangs head down as much as "upside down" does.
const HANGING =
  /\bhang(?:s|ing|in)?\b.*\bupside[- ]down\b|\bupside[- ]down\b|\bhang(?:s|ing|in)? by (?:its|his|her|their) (?:tails?|feet|toes|claws|legs)\b/
// The limbs it hangs by are the pose, no thing to draw beside it.
const HUNG_BY = /\bby (?:its|his|her|their) (feet|toes|claws|legs)\b/
const BY_TAIL = /\bby (?:its|his|her|their) tails?\b/
const DIVING = /\bdiv(?:e|es|ing)\b|\bplung(?:e|es|ing)\b/
const ROLLING =
  /\broll(?:s|ing)? (?:around |about )?(?:in|on) (?:the |a |some |its |his |her )?(?:dust|dirt|mud|grass|sand|snow|hay|leaves|back)\b/
// "out of the ground", "in the dirt": the ground an animal does something in, named as the page's ground.
const GROUND =
  /\b(?:out of|in|into|on|from|under|through|across) (?:the |some |a )?(?:(?:soft|dry|dusty|muddy|wet) )?(ground|dirt|dust|mud|earth|soil)\b/
const GRAZING = /\bgraz(?:e|es|ed|ing)\b/
// The water an animal is in or goes into; a glass or a saucer "of water" is a thing drunk from, not the page.
const IN_WATER =
  /\b(?:in|into|under|out of|through|from|across|on) (?:the )?(?:(?:icy|cold|freezing|deep|blue|clear|shallow|cool|warm|dark|calm) )?water\b/
// A whale's spout is water out of the sea it swims in.
const SPOUTING = /\b(?:spray|spout|squirt|blow|shoot)(?:s|ing)? (?:out )?(?:water|a spout)\b|\bblowhole\b/
// "riding on its mother's back", "clinging to its mum's back": the young on the parent's back.
const YOUNG_ON_BACK =
  /\b(?:on|onto|to) (?:its|her|his|their|the) (?:(?:mother|mom|mommy|mama|mum|father|dad|daddy|papa|parent)'?s? )?backs?\b/
// Afloat on the water it names no word for ("a mouse sailing in a walnut shell"): the sea's waves are it.
const AFLOAT = /\b(?:sail|float|paddl|row|swim)\w*\b/
// "a robin pulling a worm out of the ground": the catch at its beak, as it eats it.
const PULLING = /\b(?:pull|tug|catch|grab|scoop|snatch|peck)(?:s|es|ing|ed)?\b/
const CATCHES = new Set(['worm', 'fish', 'tropical-fish', 'bug', 'mouse'])
// Mud or dirt on a part of the animal ("a sheep with a muddy face"): the drawing has no mud on it, so the
// page says it goes without, never drops the mud in silence nor draws a puddle as if it were on the face.
const DIRTY_PART =
  /\b(?:muddy|dirty|mucky|grubby|messy|mud-covered|mud covered) (?:little )?(face|faces|nose|snout|muzzle|paws?|feet|foot|legs?|hooves|tail|coat|fur|wool|ears?)\b/
// "diving with its tail in the air": the end of the diver the page shows up, a part of its drawing.
const END_UP = /\b(tails?|bottoms?|bums?) (?:up|in the air)\b/
// The verb, never a thing: "bending down to drink", "stopping for a drink" at the water.
const DRINK_VERB = /\b(?:to drink|drink(?:s|ing)?)\b/

// Water animals whose spout or splash is the sea they are in.
const SPOUTERS = new Set(['whale', 'dolphin', 'orca'])
// Birds drawn standing that float on the water (make-plan.ts puts them afloat on the sea too).
const SWIMMERS = new Set(['duck', 'goose', 'swan'])

/** An animal of the water, or a bird that floats on it: only these are drawn in the water. */
const swims = (animal: Concept) =>
  animal.zone === 'water' || animal.zone === 'surface' || SWIMMERS.has(animal.id)

const isAnimal = (concept: Concept) =>
  nounKinds(concept.label.toLowerCase()).slice(0, 2).includes('noun.animal')

/** What the first animal of a page does that places it: its pose, the setting it does it in, its verbs. */
export type AnimalActions = {
  actor: number
  pose: AnimalPose | null
  /** The water or ground the action is done in, when it changes the page's setting or names it. */
  setting: SettingId
  namedSetting: string | null
  /** Words the action says that are no thing to draw ("to drink"). */
  verbs: string[]
  /** "a baby monkey riding on its mother's back": the young rides the parent. */
  youngRides: boolean
  /** "a robin pulling a worm out of the ground": what it pulls is at its beak, eaten. */
  catches: number | null
  /** What is on the animal that its drawing goes without ("muddy face"), said left out. */
  without: string[]
  /** Parts of the animal's drawing the action names ("its tail in the air" when it dives). */
  parts: string[]
}

/** What the prompt's animal does, or null when it names no animal or the animal does nothing that places it. */
export function readAnimalActions(
  words: string,
  subjects: Concept[],
  setting: SettingId,
  namedSetting: string | null,
): AnimalActions | null {
  const actor = subjects.findIndex((c) => isAnimal(c))
  if (actor < 0) return null
  const animal = subjects[actor]
  const lower = ` ${words.toLowerCase().replace(/[’]/g, "'")} `
  const out: AnimalActions = {
    actor,
    pose: null,
    setting,
    namedSetting,
    verbs: [],
    youngRides: YOUNG_ON_BACK.test(lower),
    catches: null,
    without: [],
    parts: [],
  }
  const dirty = DIRTY_PART.exec(lower)
  if (dirty) out.without.push(dirty[0])
  const caught = subjects.findIndex((c, i) => i !== actor && CATCHES.has(c.id))
  if (PULLING.test(lower) && caught > actor) out.catches = caught
  if (HANGING.test(lower)) {
    // "hangin" as typed is the verb too, never a thing left out.
    out.verbs.push(...(lower.match(/\bhang\w*/g) ?? []))
    const by = HUNG_BY.exec(lower)?.[1]
    if (by) out.verbs.push(by)
    out.pose = BY_TAIL.test(lower) ? 'tail-up' : 'upside-down'
    // A possum, a sloth, a bat hang from a branch in the wood, unless the prompt names where.
    if (!namedSetting) out.setting = 'forest'
  } else if (DIVING.test(lower) && (IN_WATER.test(lower) || waterSetting(setting) || swims(animal)))
    out.pose = 'diving'
  else if (ROLLING.test(lower) && animal.zone === 'ground' && !animal.bust) out.pose = 'on-back'
  const up = out.pose === 'diving' ? END_UP.exec(lower) : null
  if (up) out.parts.push(up[1])
  // Rolling in the dust: the dust is the ground it lies on.
  const rolledIn = out.pose === 'on-back' ? /\b(dust|dirt|mud)\b/.exec(lower)?.[1] : null
  // An animal grazing eats the grass it stands on: the grass is the page's ground, named.
  const grazed = GRAZING.test(lower) && animal.zone === 'ground' ? 'grass' : undefined
  const ground = GROUND.exec(lower)?.[1] ?? rolledIn ?? grazed
  // A land animal drawn on the sea's waves would stand on them ("a dog jumping out of the water"): only a
  // diver, a swimmer of the sea or a bird afloat is drawn in the water; the others say it left out.
  const water =
    (IN_WATER.test(lower) && (swims(animal) || out.pose === 'diving')) ||
    (SPOUTING.test(lower) && SPOUTERS.has(animal.id))
  if (out.pose === 'diving' && !water && !namedSetting && !waterSetting(setting)) {
    // "a duck diving with its tail in the air": a swimmer dives into the water its page is, named or not.
    out.setting = 'sea'
  } else if (water && !namedSetting) {
    // Into the water from above, or a spout out of it: the open water with its waves, not the sea floor.
    const surface = out.pose === 'diving' || SPOUTING.test(lower)
    out.setting = surface || !waterSetting(setting) ? 'sea' : setting
    out.namedSetting = 'water'
  } else if (ground && !namedSetting) {
    // A bird pulling a worm stands on the ground: a page with no ground (the sky) gets the garden's.
    const own = SETTINGS[setting].ground
    out.setting = own === 'none' || own === 'seabed' || own === 'waves' ? 'garden' : setting
    out.namedSetting = ground
  } else if (waterSetting(setting) && !namedSetting && AFLOAT.test(lower)) out.namedSetting = 'water'
  // "bending down to drink": the verb is no drink left out.
  if (DRINK_VERB.test(lower)) out.verbs.push('drink')
  const changed =
    out.pose ||
    out.youngRides ||
    out.catches !== null ||
    out.verbs.length ||
    out.without.length ||
    out.parts.length ||
    out.namedSetting !== namedSetting
  return changed ? out : null
}

/** The plan with its animal posed, hanging from its branch, or its young riding it. */
export function withAnimalActions(plan: Plan, acts: AnimalActions | null): Plan {
  if (!acts || plan.refusal || plan.people || plan.figure || !plan.subjects[acts.actor]) return plan
  let next = plan
  const { actor, pose } = acts
  if (pose) next = { ...next, subjects: next.subjects.map((s, k) => (k === actor ? { ...s, pose } : s)) }
  const ride = acts.youngRides ? youngOnBack(next.subjects) : null
  if (ride) next = { ...next, relations: [ride] }
  if (acts.catches !== null && !next.relations.length && next.subjects[acts.catches])
    next = { ...next, relations: [{ actor, relation: 'eating', object: acts.catches }] }
  if (pose === 'upside-down' || pose === 'tail-up') next = hangFrom(next, actor)
  // The water or ground named by the action is the page's setting now, no longer left out.
  const drawn = [...acts.verbs, ...(acts.namedSetting ? [acts.namedSetting] : [])]
  if (drawn.length) next = withoutSaid(next, drawn)
  const parts = acts.parts.filter((w) => !next.parts?.includes(w))
  if (parts.length) next = { ...next, parts: [...(next.parts ?? []), ...parts] }
  const without = acts.without.filter((w) => !next.leftOut.includes(w))
  return without.length ? { ...next, leftOut: [...next.leftOut, ...without] } : next
}

const waterSetting = (setting: SettingId) => setting === 'sea' || setting === 'ocean'

/** "a baby monkey riding on its mother's back": the young rides the parent. */
function youngOnBack(subjects: PlanSubject[]): PlanRelation | null {
  const young = subjects.findIndex((s) => s.young)
  const parent = subjects.findIndex((s) => !s.young)
  return young > 0 && parent >= 0 ? { actor: young, relation: 'riding', object: parent } : null
}

/**
 * What an animal hangs from: the tree or branch the prompt names, else a tree (a possum, a sloth and a bat
 * hang from its branches). A named place (a cave) is what it hangs in: no branch is added there.
 */
function hangFrom(plan: Plan, actor: number): Plan {
  const named = plan.props.some((p) => p.named)
  let object = plan.subjects.findIndex((s, i) => i !== actor && /(^|-)(tree|branch)$/.test(s.concept))
  // What it eats as it hangs ("a fruit bat hanging by its feet eating a fig") is at its mouth, no other
  // subject that would keep it off the branch.
  const eaten = new Set(
    plan.relations.filter((r) => r.actor === actor && r.relation === 'eating').map((r) => r.object),
  )
  const others = plan.subjects.filter((_, i) => i !== actor && !eaten.has(i)).length
  if (object < 0 && (named || others > 0)) return plan
  const subjects = [...plan.subjects]
  // A tree, whose crown it hangs below: the branch drawing alone is mostly leaves that would hide it.
  if (object < 0) object = subjects.push({ concept: 'tree', label: 'tree' }) - 1
  const relations = [
    ...plan.relations.filter((r) => r.actor !== actor && r.object !== actor),
    { actor, relation: 'hanging' as const, object },
  ]
  return { ...plan, subjects, relations }
}

/** Words the page now draws taken out of what it said it left out (and of what it missed). */
function withoutSaid(plan: Plan, drawn: string[]): Plan {
  const gone = new Set(drawn.map((w) => w.toLowerCase()))
  const keep = (w: string) => !gone.has(w.toLowerCase())
  const missing = plan.missing.filter(keep)
  return {
    ...plan,
    missing,
    leftOut: plan.leftOut.filter(keep),
    confidence: missing.length ? plan.confidence : 1,
  }
}
