// What an activity puts in a person's hands when the prompt does not name it: a teacher who types "grandpa doing
// the crossword" expects the newspaper, "kids playing tug of war" the rope, "a locksmith opening a door" the key.
// One row per class of activity (a verb and what it is done to, or a game's or a sport's noun), so the next
// activity of the same shape reads the same: "doing a sudoku", "unloading the dishwasher", "packing the van".
// The thing is drawn and held (action-tools.ts `ACTION_TOOLS`, held-and-pushed.ts `heldTool`). Where no
// drawing shows it (a shoe brush) the thing is simply not implied: an implied thing is never said
// left out, and never drawn as something else (a relay baton is no magic wand).

import { verbToolThings } from './verb-tools'

/** One class of activity: its words, the drawing put in the hands, and whether its words stay read. */
export type ImpliedGear = {
  words: RegExp
  /** The thing as a child names it (its drawing found by that name), the one held first. */
  things: string[]
  /** The held drawing's id; none when no drawing shows the thing (the hands stay empty). */
  held?: string
  /** The activity's words name a person or a thing still to draw ("a locksmith", "the dishwasher"). */
  keep?: true
  /** Stands beside the person (a table, a ball, a web): the hands are left to the activity's own pose. */
  beside?: true
}

// A puzzle done on paper with a pencil: the newspaper's crossword, a sudoku, a word search.
const PAPER_PUZZLE =
  /\b(?:do\w*|solv\w*|work\w* on|finish\w*) (?:the |a |an |his |her |their |today's |some )?(?:crosswords?|sudokus?|word searche?s?)(?: puzzles?)?\b|\bcrossword(?: puzzles?)?\b/
// Someone playing records at a party: the headphones a DJ wears round the neck or holds to one ear.
const DJ = /\b(?:djs?|deejays?|disc jockeys?|disk jockeys?)\b/
const TUG_OF_WAR = /\btug[- ]?(?:of[- ])?war\b/
// Playing a game of being the doctor, the nurse or the vet: the toy stethoscope, and no doctor drawn apart.
export const PLAY_DOCTOR = /\bplay\w* (?:at )?(?:doctors?|nurses?|vets?|hospital)\b/
// A baton in a prompt with no conducting, orchestra, choir or band in it is the relay's.
const MUSIC_BATON =
  /^(?!.*\b(?:conduct(?:s|ed|ing|ors?|or's)?|orchestras?|choirs?|symphon(?:y|ies)|maestros?|bandleaders?|bandmasters?)\b).*\bbatons?\b/

// Fencing and any duel or fight with swords. The fencers stay read (the people); the sport's word does not, so
// "a fencing class" draws no fence.
const FENCERS = /\bfencers?\b/
const SWORDPLAY =
  /\bfencing\b(?= (?:match\w*|duel\w*|bouts?|class\w*|lessons?|team|practice|clubs?)\b)|(?<=\b(?:do\w*|practi[cs]\w*|learn\w*|lov\w*|tak\w*) )fencing\b|\bsword ?fight\w*\b|\bsword ?play\b/
// Emptying or filling the dishwasher, putting the dishes away: the plates in the hands.
const DISHWASHER = /\b(?:empt\w*|unload\w*|load\w*|fill\w*|stack\w*) (?:up )?(?:the |a )?dish ?washer\b/
// Loading the washing machine, hanging out or folding the washing: the laundry in the arms.
const LAUNDRY =
  /\b(?:empt\w*|unload\w*|load\w*|fill\w*) (?:up )?(?:the |a )?(?:washing machine|washer|dryer|tumble dryer)\b|\b(?:do\w*|fold\w*|sort\w*|carr\w*) (?:the |some |a pile of )?(?:laundry|washing)\b(?![ -]up\b)/
// "Doing the washing up": the dishes washed at the kitchen sink, never the laundry.
const WASHING_UP = /\b(?:do\w*|did|finish\w*|help\w* with) (?:the |all the )?washing[ -]up\b/
// Packing the car, the van or the bags for a trip: a suitcase in the hands.
const PACKING =
  /\bpack\w* (?:up )?(?:the |a |their |his |her |our |my )?(?:car|van|minivan|trunk|camper|suitcases?|bags?|luggage)\b|\bpack\w* for (?:a |the |their |his |her |our )?(?:\w+ )?(?:trip|vacation|holiday|journey)\b/
// Opening a lock: the key in the hand ("a locksmith", "unlocking the door", "opening a locked door").
const UNLOCKING =
  /\blocksmiths?\b|\bunlock\w*\b|\bopen\w* (?:a |the |his |her |their )?(?:locked |padlocked )(?:\w+ ){0,2}(?:door|gate|chest|box|safe)s?\b|\b(?:turn\w*|us\w*) (?:a |the |his |her |their )?keys?\b/

// The things an activity stands at or is done with, beside the person rather than in the hands (no `held`).
// A meal made or carved at home is made at the table: "a family making dumplings", "carving the turkey",
// "at Christmas dinner" (a dinner table named stays the table named).
const MEAL_AT_TABLE =
  /\b(?:mak|fold|roll|fill|stuff|pinch)\w* (?:\w+ ){0,2}dumplings?\b|\bcarv\w* (?:the |a |our |their )?(?:\w+ )?(?:turkey|roast|ham)\b|\bat (?:the |a |their |our |his |her )?(?:christmas|easter|holiday|family|sunday|birthday|passover|eid|new year'?s?) (?:dinner|lunch|feast|meal|breakfast)\b(?! tables?\b)/
// Bobbing for apples: the tub of water they float in, a bucket to a child.
const APPLE_BOBBING = /\bbob\w* for (?:the )?apples?\b|\bapple[- ]bobbing\b/
// A spider hanging or dangling hangs on its thread from its web.
const SPIDER_HANGING = /\bspiders?\b(?= (?:\w+ )?(?:hang|dangl|drop|swing)\w*\b)/
// Golf is played at a ball: swinging the club, putting, mini golf.
const GOLF =
  /\b(?:swing\w*|hold\w*) (?:a |the |his |her |their )?golf clubs?\b|\bplay\w* (?:a round of )?(?:mini |miniature |crazy )?golf\b|\bgolf(?:ing|ers?)\b|\bmini ?golf\b/

// A hammock is slung from a tree.
const HAMMOCK = /\bhammocks?\b(?!.*\b(?:trees?|palms?|palm trees?|posts?|stands?)\b)/
// A judge bangs the gavel at the bench: a desk to a child.
const JUDGE_AT_BENCH =
  /\bjudges?\b(?=.*\b(?:gavel|court\w*|trial)\b)|\b(?:bang|knock|rap|pound)\w* (?:\w+ ){0,2}gavel\b/

// Balls, clubs or beanbags juggled are the juggling balls, whatever their count: never footballs on the ground
// beside them. A juggler named alone juggles them.
// Only the things juggled are taken: the verb stays read and gives the juggler's pose (the balls tossed up).
// ("three juggling balls" named as things, with no one juggling them, are the balls alone.)
const JUGGLED =
  /(?<=(?<!^|\b(?:a|an|the|some|his|her|their|my|two|three|four|five|six|[2-9]) )\bjuggl(?:e|es|ed|ing) (?:with )?(?:some |the |his |her |their |a few |(?:two|three|four|five|six|seven|[2-9]) )*)(?:balls|clubs|pins|beanbags|skittles)\b/
const JUGGLER = /\bjugglers?\b/

/** The classes of activity and what each puts in the hands. */
export const IMPLIED_GEAR: ImpliedGear[] = [
  { words: PAPER_PUZZLE, things: ['newspaper'], held: 'newspaper' },
  { words: DJ, things: ['headphone'], held: 'headphone', keep: true },
  { words: TUG_OF_WAR, things: ['rope'], held: 'knot' },
  { words: PLAY_DOCTOR, things: ['stethoscope'], held: 'stethoscope' },
  { words: FENCERS, things: ['sword'], held: 'sword', keep: true },
  { words: SWORDPLAY, things: ['sword'], held: 'sword' },
  { words: DISHWASHER, things: ['plate'], held: 'dishes', keep: true },
  { words: LAUNDRY, things: ['laundry'], held: 'laundry', keep: true },
  { words: PACKING, things: ['suitcase'], held: 'luggage', keep: true },
  { words: UNLOCKING, things: ['key'], held: 'key', keep: true },
  // A baton is the relay's tube in the runner's hand, never a magic wand.
  // Not a conductor's baton, which has a drawing of its own (held-sport-tools-concepts.ts): nor a baton anywhere
  // in a prompt that says music is led ("a conductor waving his baton", "conducting the orchestra with a baton").
  { words: MUSIC_BATON, things: ['relay baton'], held: 'relay-baton' },
  { words: JUGGLED, things: ['juggling balls'], beside: true },
  { words: JUGGLER, things: ['juggling balls'], held: 'juggling-balls', keep: true },
  // Painting nails: the bottle of nail polish in one hand (not the paintbrush "painting" gives).
  {
    words: /\bpaint\w* (?:his |her |their |my |your |the |some )?(?:finger ?|toe ?)?nails\b/,
    things: ['nail polish'],
    held: 'nail-polish',
    keep: true,
  },
  // Beside the person, not held: what the activity is done at or aimed at.
  { words: MEAL_AT_TABLE, things: ['table'], keep: true, beside: true },
  { words: APPLE_BOBBING, things: ['bucket'], keep: true, beside: true },
  { words: SPIDER_HANGING, things: ['spider web'], keep: true, beside: true },
  { words: GOLF, things: ['golf ball'], keep: true, beside: true },
  { words: HAMMOCK, things: ['tree'], keep: true, beside: true },
  { words: JUDGE_AT_BENCH, things: ['desk'], keep: true, beside: true },
  { words: WASHING_UP, things: ['kitchen sink'], keep: true, beside: true },
  // No drawing of the thing, so nothing is implied, and nothing else is put in the hands for the verb: a shoe
  // brush or a polishing cloth.
  {
    words: /\b(?:polish|shin)\w* (?:his |her |their |my |your |the |some )?(?:shoes|boots)\b/,
    things: [],
    keep: true,
  },
]

/** As `ACTION_TOOLS` takes them: the words, the things, and 'keep'. */
export const IMPLIED_GEAR_TOOLS: [RegExp, string[], 'keep'?][] = IMPLIED_GEAR.filter(
  (g) => g.things.length,
).map((g) => (g.keep ? [g.words, g.things, 'keep'] : [g.words, g.things]))

/** As `TOOL_VERBS` takes them: the words and the held drawing. */
export const IMPLIED_GEAR_HELD: [RegExp, string][] = IMPLIED_GEAR.flatMap((g) =>
  g.held ? [[g.words, g.held]] : [],
)

/** Whether the words name an activity whose thing no drawing shows: no other tool is put in the hands for it. */
export const emptyHanded = (lower: string) =>
  IMPLIED_GEAR.some((g) => !g.held && !g.beside && g.words.test(lower))

/**
 * The things the verbs of these words imply (verb-tools.ts), as subjects to read; none where the activity has no
 * drawn thing (polishing shoes takes no sponge). `named`: things read already, and the prompt's words.
 */
export const impliedByVerbs = (lower: string, named: string[] = []): string[] =>
  emptyHanded(lower) ? [] : verbToolThings(lower, named, activityHeld(lower))

/** Whether an activity's own gear is in the hands ("painting her nails": the polish, not the brush). */
const activityHeld = (lower: string) => IMPLIED_GEAR.some((g) => g.held && g.words.test(lower))

/** The things implied by the activities of these words: drawn where there is room, never said left out. */
export const impliedThings = (lower: string): Set<string> =>
  new Set([
    ...IMPLIED_GEAR.filter((g) => g.words.test(lower)).flatMap((g) => g.things),
    ...impliedByVerbs(lower, lower.split(' ')),
  ])
