// Sports, pastimes and jobs whose gear says what the person is doing: a child draws a ping pong player with a
// paddle, a cricketer with a bat, an archer with a bow and arrow, a hairdresser with a hair dryer, someone ironing
// with an iron, a reporter with a microphone. The gear is read as a thing of the prompt (drawn, or said left out;
// action-tools.ts `ACTION_TOOLS`) and put in the hands (held-and-pushed.ts). The game's own words are
// not read as things: "cricket" is no insect here, "shooting an arrow" no arrow apart from the bow.

import { IMPLIED_GEAR_HELD, IMPLIED_GEAR_TOOLS } from './implied-gear'
import { SPORT_DRAWINGS, SPORT_HELD, SPORT_TOOLS } from './sport-gear'

const PING_PONG =
  /\bplay\w* (?:a game of )?(?:ping[- ]?pong|table tennis)\b|\b(?:ping[- ]?pong|table tennis)(?= (?:players?|game|match)\b)/
// The player stays read: only the game's word is the gear's ("a cricket player").
const CRICKET = /\bplay\w* (?:a game of )?cricket\b|\bcricket(?= (?:players?|game|match)\b)/
const ARCHERY = /\bshoot\w* (?:an? |the |his |her |their )?(?:bow|arrows?)\b|\barchery\b/
// Blow-drying, or drying someone's hair (not a towel named): the hair dryer.
const BLOW_DRY =
  /\bblow[- ]?dr(?:y|ies|ying|ied)\b|\bdr(?:y|ies|ying)\b(?= (?:\w+ ){0,2}hair\b)(?!.*\btowels?\b)/
const IRONING = /\biron(?:s|ing)\b(?! boards?)/
const TEA_PARTY = /\btea ?part(?:y|ies)\b/
// Only the heart's word is the tool's: the puppy listened to stays read.
const HEARTBEAT = /(?<=\blisten\w* to (?:\S+ ){0,3})(?:heart ?beats?|hearts?|chests?|lungs?|breathing)\b/
// Fixing a machine or the plumbing takes a wrench; fixing anything else (a roof, a fence, a chair) a hammer.
// "taking an old man's blood pressure": a measuring done with a cuff and a stethoscope, the stethoscope in the
// hands (Colorly has no cuff yet); the words name no thing of their own to say left out.
const BLOOD_PRESSURE = /(?<=\b(?:tak|check|measur|test)\w* (?:\S+ ){0,3})blood ?pressures?\b/
const FIX_MACHINE =
  /\b(?:fix|repair|mend)(?:es|s|ing)?\b(?= (?:\S+ ){0,3}(?:bikes?|bicycles?|cars?|sinks?|pipes?|faucets?|taps?|toilets?|engines?|trucks?|tractors?)\b)/
// Fixing a light, a lamp, the wiring or a socket: the electrician's screwdriver.
const ELECTRIC =
  '(?:lights?|lamps?|light ?bulbs?|wires?|wiring|sockets?|plugs?|fuses?|switch(?:es)?|fans?|tvs?|televisions?|radios?|computers?|robots?)'
const FIX_ELECTRIC = new RegExp(`\\b(?:fix|repair|mend)(?:es|s|ing)?\\b(?= (?:\\S+ ){0,3}${ELECTRIC}\\b)`)
const FIX_OTHER =
  /\b(?:fix|repair|mend)(?:es|s|ing)?\b(?! (?:\S+ ){0,3}(?:bikes?|bicycles?|cars?|sinks?|pipes?|faucets?|taps?|toilets?|engines?|trucks?|tractors?|lights?|lamps?|light ?bulbs?|wires?|wiring|sockets?|plugs?|fuses?|switch(?:es)?|fans?|tvs?|televisions?|radios?|computers?|robots?)\b)/
// "bottle feeding a lamb": the baby's bottle, the feeding word still read as what is done.
const BOTTLE_FEEDING = /\bbottle(?=[- ]?fe(?:eds?|eding|d)\b)/
const REPORTER = /\breporters?\b|\bnews ?anchors?\b/

/** Words of an activity and the drawing(s) of its gear, as `ACTION_TOOLS` takes them ('keep': words stay read). */
export const ACTIVITY_GEAR: [RegExp, string | string[], 'keep'?][] = [
  [PING_PONG, 'ping pong paddle'],
  [CRICKET, 'cricket bat and ball'],
  // A bat where cricket or a cricketer is named is the cricket bat, not the animal ("a cricket bat" is its own
  // drawing, home-sport-concepts.ts).
  [
    /(?<=\b(?:play\w* cricket|cricket (?:players?|match|game)|cricketers?)\b.*)\bbats?\b|\bbats?\b(?=.*\b(?:play\w* cricket|cricket (?:players?|match|game)|cricketers?)\b)/,
    'cricket bat and ball',
  ],
  [ARCHERY, 'bow and arrow'],
  [BLOW_DRY, 'hair dryer'],
  // "ironing shirts": the iron in the hand ("an ironing board" alone names only the board).
  [IRONING, 'iron'],
  // The flag in the hole a golf ball is putted into.
  [/(?<=\bgolf\w*\b.*)\bholes?\b/, 'flag in hole'],
  [REPORTER, 'microphone', 'keep'],
  [TEA_PARTY, 'teapot'],
  [BOTTLE_FEEDING, 'feeding bottle'],
  [HEARTBEAT, 'stethoscope'],
  [BLOOD_PRESSURE, ['stethoscope', 'blood pressure cuff']],
  [FIX_MACHINE, 'wrench', 'keep'],
  [FIX_ELECTRIC, 'screwdriver', 'keep'],
  [FIX_OTHER, 'hammer', 'keep'],
  // A die for a board game (no board drawing yet).
  [/\bboard ?games?\b/, 'dice'],
  // Doing words that name their gear ("mopping": a mop, "water skiing": water skis): the gear is drawn, or
  // said, never lost with the verb. A game or a thing made named in two words is its one thing ("a pillow
  // fight": pillows; "a snow angel" is no angel).
  [/\bmop(?:s|ping|ped)?\b/, 'mop'],
  // A film is watched on a screen: the television, the film's own words stay read ("a movie" is no thing).
  [/\bwatch\w* (?:a |the )?(?:movies?|films?|cartoons)\b/, 'television', 'keep'],
  [/\bwater[- ]?ski(?:s|ing)?\b/, 'water ski'],
  [/\bwind ?surf(?:s|ing)?\b/, 'sailboard'],
  // The one who does it is a person on the gear: "a windsurfer" stays read, never the sailboard alone.
  [/\bwater[- ]?ski(?:er|ers)\b/, 'water ski', 'keep'],
  [/\bwind ?surf(?:er|ers)\b/, 'sailboard', 'keep'],
  [/\bpaddle ?boarding\b/, 'paddleboard'],
  // The instrument, not the shape: "playing the triangle".
  [/\bplay\w* (?:the |a )?triangles?\b/, 'musical triangle'],
  [/\bpillow ?fights?\b/, 'pillow'],
  [/\bsnow ?angels?\b/, 'snow angel'],
  [/\bspray[- ]?paint(?:s|ing|ed)?\b/, 'spray can'],
  [/\bjet ?skis?\b/, 'jet ski', 'keep'],
  [/\b(?:school|packed|bag) lunch(?:es)?\b/, 'lunch bag'],
  // An animal brushed is groomed with the grooming brush (named after how the animal looks: "his fluffy long
  // haired rabbit"); "the dog's teeth" are brushed with a toothbrush (action-tools.ts). The golf club is drawn.
  [/\b(?:play\w* golf|golfing)\b|\bputt(?:s|ing)?\b(?=.*\bgolf)/, 'golf club', 'keep'],
  [
    /\bbrush(?:es|ing)? (?:(?:his|her|its|their|my|the|a) )?(?:(?:fluffy|furry|hairy|shaggy|scruffy|woolly|long|short|haired|long-haired|little|old|big|small|muddy|white|black|brown|grey|gray|ginger|tabby|pet) ){0,3}(?:pon(?:y|ies)|horses?|dogs?|pupp(?:y|ies)|cats?|kittens?|rabbits?|bunn(?:y|ies)|guinea pigs?|hamsters?|goats?|donkeys?|llamas?|alpacas?|cows?|calf|calves|sheep|lambs?)\b(?!['’]| (?:s )?(?:teeth|tooth|nails?|claws?)\b)/,
    'grooming brush',
    'keep',
  ],
  ...IMPLIED_GEAR_TOOLS,
  ...SPORT_TOOLS,
]

/** Gear with no drawing, said left out as itself, never as a kin drawn in its place (the flag for a golf club). */
export const GEAR_UNDRAWN = new Set(['baton'])

/** Gear named as a child would say it, by the drawing that shows it: the cricket emoji is a bat and a ball. */
// A water ski is drawn as a ski, on the water (scene/water-ski-items.ts): the same board to a child.
export const GEAR_DRAWINGS: Record<string, string> = {
  'cricket bat and ball': 'cricket game',
  'water ski': 'skis',
  ...SPORT_DRAWINGS,
}

/** Activities whose gear is in the hands, by the drawing's id. */
export const ACTIVITY_GEAR_HELD: [RegExp, string][] = [
  [PING_PONG, 'ping-pong'],
  [CRICKET, 'cricket-game'],
  [ARCHERY, 'bow-and-arrow'],
  [BLOW_DRY, 'hair-dryer'],
  [IRONING, 'iron'],
  [REPORTER, 'microphone'],
  [TEA_PARTY, 'teapot'],
  [BOTTLE_FEEDING, 'feeding-bottle'],
  // Binoculars are looked through, at the eyes (scene/hand-held.ts), not set down beside the person.
  [/\bbinoculars\b/, 'binoculars'],
  [HEARTBEAT, 'stethoscope'],
  [BLOOD_PRESSURE, 'stethoscope'],
  [FIX_MACHINE, 'wrench'],
  [FIX_ELECTRIC, 'screwdriver'],
  [FIX_OTHER, 'hammer'],
  // The mop (Colorly's own drawing), in the hands.
  [/\bmop(?:s|ping|ped)?\b/, 'mop'],
  [/\bpillow ?fights?\b/, 'pillow'],
  ...IMPLIED_GEAR_HELD,
  ...SPORT_HELD,
]
