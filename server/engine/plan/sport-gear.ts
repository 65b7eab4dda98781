// Sports and playground games by what a child draws for them: "a girl playing baseball" swings a bat, "a boy
// snowboarding" stands on a board in the snow, "kids kayaking" sit in a kayak. One row per sport: its words (the
// game, the doing, the player), the gear it implies when the prompt does not name it, the drawing in the hands,
// the pose, and where it is played. The gear is read as things of the prompt (action-tools.ts `ACTION_TOOLS`,
// through activity-gear.ts), the held drawing put in the hands (held-and-pushed.ts `heldTool`), the pose read
// before the older actions (people-action-words.ts). Sports already read elsewhere (tennis, cricket's
// bat, skiing, skating, karate, soccer) are not repeated here; a row gives the pose they lacked.
//
// Only gear the art draws is implied (sport-gear.test.ts checks each name finds its drawing): hurdles or a sack
// for a sack race have none, so those words stay read and are said left out, never drawn as something else.

import type { SettingId } from '../vocabulary'
import type { PeopleAction } from './people-plan'

export type Sport = {
  /** The sport's words: its name, the doing, the player ("baseball", "snowboarding", "a surfer"). */
  words: RegExp
  /** The gear as a child names it, its drawing found by that name; none when the pose draws all there is. */
  gear: string[]
  /** The sport's words stay read: a person ("a surfer") or a ball the word names ("baseball"). */
  keep?: true
  /** The drawing held in the hands. */
  held?: string
  /** The pose the sport is drawn in. */
  pose?: PeopleAction
  /** Where it is played, when the prompt names no place. */
  setting?: SettingId
}

// "playing", "plays", "at ... practice", "a ... game": the words round a game's name. A player doing something
// named after ("a lacrosse player running with his stick") is drawn doing that instead.
const play = (game: string) =>
  new RegExp(
    `\\bplay\\w* (?:a game of |some |in the )?(?:${game})\\b|\\b(?:${game})(?= (?:players?|practice|game|match|team|class|lessons?|training)\\b)(?!.*\\b\\w{3,}ing\\b)`,
  )

// A gymnast on an apparatus the prompt names (the beam, the bars, a ribbon) is drawn at it, not tumbling.
const NO_APPARATUS =
  '(?<!\\b(?:beams?|bars|rings|vault|ribbons?|hoops?|ropes?|trampolines?|mats?)\\b.*)(?!.*\\b(?:beams?|bars|rings|vault|ribbons?|hoops?|ropes?|trampolines?)\\b)'

/** The sports, first match wins. */
export const SPORTS: Sport[] = [
  // Batting: the bat swung up, the ball the game's word names at the feet.
  // (Held by the strike pose: "playing" a game whose striker is read swings it, verb-classes.ts.)
  { words: play('baseball|softball|t-?ball'), gear: ['baseball bat'], keep: true, pose: 'strike' },
  // Games played with a racket or a stick, at practice or in a match as much as "playing" them: the racket swung
  // up (the badminton, hockey and lacrosse drawings are the racket or the stick with its ball).
  { words: play('tennis'), gear: ['tennis racket'], keep: true, pose: 'strike' },
  { words: play('badminton|hockey|ice hockey|field hockey|lacrosse'), gear: [], keep: true, pose: 'strike' },
  // The cricket bat (activity-gear.ts) swung up; a cricketer and a golfer with the gear of their game.
  { words: play('cricket'), gear: [], keep: true, pose: 'strike' },
  { words: /\bcricketers?\b/, gear: ['cricket bat and ball'], keep: true, pose: 'strike' },
  { words: /\bgolfers?\b/, gear: ['golf club'], keep: true, pose: 'strike' },
  // A bat, racket, club or stick swung is a blow, not a thing held still.
  {
    words:
      /\bswing\w* (?:a |an |the |his |her |their |my )?(?:baseball |cricket |golf |tennis |hockey )?(?:bats?|rackets?|racquets?|clubs?|hockey sticks?)\b/,
    gear: [],
    keep: true,
    pose: 'strike',
  },
  // Rugby and American football: the oval ball carried in the arms.
  {
    words:
      /\bplay\w* (?:a game of |some )?(?:rugby|american football)\b|\brugby (?:practice|training|match|game)\b/,
    gear: [],
    keep: true,
    pose: 'hold',
  },
  // Netball is shot at a ring as basketball is: the ball raised over the head. Its ball is drawn as the
  // panelled volleyball, named "netball".
  {
    words: /\bnetball(?! (?:hoops?|posts?|rings?|goals?)\b)(?: shots?)?\b/,
    gear: ['netball', 'netball hoop'],
    pose: 'ball-up',
  },
  // The netball post named alone is Colorly's drawing of it (no backboard, a ball at its foot).
  { words: /\bnetball (?:hoops?|posts?|rings?|goals?)\b/, gear: ['netball hoop'], pose: 'ball-up' },
  // Basketball is shot at the hoop, drawn beside the player; shooting hoops is basketball.
  { words: play('basketball'), gear: ['basketball hoop'], keep: true, pose: 'ball-up' },
  { words: /\bshoot\w* (?:some )?hoops\b/, gear: ['basketball', 'basketball hoop'], pose: 'ball-up' },
  // Boxing: the gloves on the fists, one thrown up in a punch.
  {
    // Boxing hares and kangaroos spar with their bare paws: no glove drawn beside them.
    words:
      /(?<!\b(?:kangaroos?|hares?|rabbits?|animals?)\b.*)(?:\bboxing\b(?! (?:up|day|ring|gloves?)\b)|\bbox(?:es)? (?=in the ring\b))/,
    gear: ['boxing glove'],
    held: 'boxing-glove',
    pose: 'hold',
  },
  // A boxer doing something is the sportsman (other-sense-here.ts), in his gloves; a boxer with a puppy's or a
  // dog's words is the dog. A pad named is what is held up (town-senses.ts), so no glove lies beside him.
  {
    words:
      /\bboxers?\b(?= [a-z]+ing\b)(?!.*\b(?:dogs?|pupp(?:y|ies)|pups?|its|leads?|leash\w*|kennels?|bones?|collars?|pads?)\b)|\b(?:thai|kick) ?boxers?\b(?!.*\bpads?\b)/,
    gear: ['boxing glove'],
    keep: true,
    held: 'boxing-glove',
    pose: 'hold',
  },
  // A boxer's pad ("kicking a pad held up by his trainer"): held up to be struck, the kick pad (town-senses.ts).
  {
    words: /\b(?:thai |kick ?)?boxers?\b(?=.*\bpads?\b)(?!.*\b(?:dogs?|pupp(?:y|ies)|pups?|its)\b)/,
    gear: ['kick pad'],
    keep: true,
    held: 'kick-pad',
    pose: 'hold',
  },
  // Fencing as the sport someone does ("a girl fencing", "fencing lessons"), not the fence round a field.
  {
    words:
      /(?<!\b(?:the|a|some|wooden|wire|garden|farm|new|old|white|picket|metal|iron|of|with|and|post|rail|barbed) )\bfencing\b(?! (?:posts?|wire|panels?|around|round|in|off|rails?)\b)/,
    gear: ['sword'],
    held: 'sword',
    pose: 'hold',
  },
  // Gymnastics, tumbling and somersaults: over on the hands, as a cartwheel is.
  {
    words: new RegExp(
      `(?:\\bgymnastics?\\b|\\btumbling\\b|\\bsomersault\\w*\\b|\\b(?:back|front) ?flips?\\b)${NO_APPARATUS}`,
    ),
    gear: [],
    pose: 'cartwheel',
  },
  { words: new RegExp(`\\bgymnasts?\\b${NO_APPARATUS}`), gear: [], keep: true, pose: 'cartwheel' },
  // Standing on a board: in the snow, on a wave.
  { words: /\bsnowboard(?:ing|s)?\b/, gear: ['snowboard'], pose: 'skate', setting: 'snow' },
  { words: /\bsnowboarders?\b/, gear: ['snowboard'], keep: true, pose: 'skate', setting: 'snow' },
  {
    words: /\bsurf(?:ing|s)\b(?! (?:the )?(?:web|internet|net|channels?)\b)/,
    gear: ['surfboard'],
    pose: 'skate',
    setting: 'sea',
  },
  { words: /\bsurfers?\b/, gear: ['surfboard'], keep: true, pose: 'skate', setting: 'sea' },
  { words: /\bpaddle ?board(?:ing|ers?)\b/, gear: [], keep: true, pose: 'skate', setting: 'sea' },
  // Sitting in the boat, paddling or rowing it.
  {
    // The doing only: "a canoe" named is the boat itself, read as it is.
    words: /\b(?:kayak|canoe)ing\b/,
    gear: ['kayak'],
    pose: 'boat',
    setting: 'sea',
  },
  {
    words: /\browing\b(?!.*\b(?:boats?|canoes?|kayaks?|rowboats?|gondolas?)\b)/,
    gear: ['rowboat'],
    pose: 'boat',
    setting: 'sea',
  },
  {
    words:
      /(?<!\b(?:boats?|ships?|yachts?|dinghy|sailboats?|ark|galleons?|rafts?|shells?|tubs?|feluccas?|dhows?|junks?|catamarans?|schooners?)\b.*)\bsailing\b(?! (?:in|on) (?:a|an|his|her|its|their) )(?!.*\b(?:boats?|ships?|yachts?|dinghy|sailboats?|ark|galleons?|rafts?|shells?|tubs?|feluccas?|dhows?|junks?|catamarans?|schooners?)\b)/,
    gear: ['sailboat'],
    pose: 'boat',
    setting: 'sea',
  },
  // Riding with no mount named: a bike for cycling and BMX, a horse for riding lessons.
  {
    words:
      /\b(?:cycling|biking|bmx(?:ing)?)\b(?!.*\b(?:bikes?|bicycles?|tricycles?|trikes?|motorbikes?|motorcycles?)\b)/,
    gear: ['bike'],
    pose: 'ride',
  },
  { words: /\bcyclists?\b(?!.*\b(?:bikes?|bicycles?)\b)/, gear: ['bike'], keep: true, pose: 'ride' },
  {
    words: /\b(?:horse ?back|horse) riding\b(?!.*\b(?:horses?|pon(?:y|ies))\b)/,
    gear: ['horse'],
    pose: 'ride',
  },
  // The relay's baton, in the runner's hand.
  { words: /\brelay(?: races?)?\b/, gear: ['relay baton'], held: 'relay-baton', pose: 'run' },
  // Darts are thrown at a board on the wall.
  { words: play('darts'), gear: ['dart', 'dartboard'], pose: 'throw' },
  // Swimming strokes and water games: in the water, swimming.
  {
    words:
      /\b(?:back|breast|side) ?strokes?\b|\bfront crawl\b|\bbutterfly strokes?\b|\bdog(?:gy)? ?paddl\w*\b|\bwater polo\b|\bsynchroni[sz]ed swimming\b|\bdoing (?:the |some )?(?:laps|lengths)\b/,
    gear: [],
    pose: 'swim',
    setting: 'sea',
  },
  // A fisherman is known by his rod, cast over the water.
  {
    words: /\bfisher(?:m[ae]n|wom[ae]n|folk)\b(?!.*\b(?:with|holding|carrying)\b)/,
    gear: [],
    keep: true,
    pose: 'fish',
    setting: 'sea',
  },
  // Trick-or-treating: the sweets' pumpkin pail held out, at night (the costume: dressed-for-action.ts).
  // A trick-or-treater doing something else ("knocking on a door") is posed by that doing.
  {
    words: /\btrick(?: or |-or-)treat(?:ing|ers?)?\b(?!.*\b\w{3,}ing\b)/,
    gear: [],
    keep: true,
    pose: 'hold',
    setting: 'night',
  },
  { words: /\btrick(?: or |-or-)treat(?:ing|ers?)?\b/, gear: [], keep: true, setting: 'night' },
  // Diving with a mask and snorkel: swimming under the sea (the mask is action-tools.ts's `ACTION_TOOLS`).
  { words: /\b(?:scuba[- ]?div\w*|snorkel\w*)\b/, gear: [], keep: true, pose: 'swim', setting: 'ocean' },
  // Bouncing on a trampoline, hula hooping, lifting weights: the thing the doing is done with.
  { words: /\btrampolin(?:ing|es?)\b/, gear: ['trampoline'], pose: 'trampoline' },
  // The hoop goes round the waist (scene/waist-ring.ts) when nothing else is done with it.
  { words: /\bhula ?hoop(?:ing|s)?\b/, gear: ['hula hoop'] },
  // A weightlifter is the person, lifting (the row below would read the word as the doing alone).
  { words: /\bweight ?lifters?\b/, gear: ['dumbbell'], keep: true, held: 'dumbbell', pose: 'hold' },
  {
    words: /\blift\w* weights\b|\bweight ?lift(?!ers?\b)\w*\b/,
    gear: ['dumbbell'],
    held: 'dumbbell',
    pose: 'hold',
  },
  // People named by their sport or show, posed at it with the thing it is played with (the word kept: the
  // person). Each gives way to the thing the prompt names ("a jockey on his horse").
  {
    words: /\b(?:footballers?|soccer players?)\b(?!.*\b(?:balls?|footballs?)\b)/,
    gear: ['soccer ball'],
    keep: true,
    pose: 'soccer',
  },
  { words: /\bkite ?(?:surfers?|boarders?)\b/, gear: ['kite'], keep: true, pose: 'kite', setting: 'sea' },
  {
    words: /\b(?:kayakers?|canoeists?)\b(?!.*\b(?:kayaks?|canoes?)\b)/,
    gear: ['canoe'],
    keep: true,
    pose: 'boat',
    setting: 'sea',
  },
  {
    words: /\browers?\b(?!.*\b(?:boats?|rowboats?|canoes?)\b)/,
    gear: ['rowboat'],
    keep: true,
    pose: 'boat',
    setting: 'sea',
  },
  {
    words:
      /\b(?:show ?jumpers?|horse riders?|equestrians?|mounted (?:police\w*|officers?))\b(?!.*\b(?:horses?|pon(?:y|ies))\b)/,
    gear: ['horse'],
    keep: true,
    pose: 'ride',
  },
  {
    words: /\b(?:racing|racing car|formula one|f1) drivers?\b(?!.*\b(?:cars?|racing cars?|race cars?)\b)/,
    gear: ['race car'],
    keep: true,
    pose: 'drive',
  },
  // An archer with the bow.
  { words: /\barchers?\b(?!.*\bbows?\b)/, gear: ['bow and arrow'], keep: true, held: 'bow-and-arrow' },
  // A diver off the board (a scuba or sky diver is not, nor one among sea creatures or at the aquarium, before
  // or after the word: "a whale shark gliding along with a diver beside it").
  {
    words:
      /(?<!\b(?:scuba|sky|deep[- ]sea|pearl|aquarium) )(?<!\b(?:sharks?|whales?|fish|turtles?|dolphins?|rays?|coral|reef|sea|ocean|aquarium)\b.*)\bdivers?\b(?!.*\b(?:boards?|seabed|reef|underwater|sea|ocean|wreck|sharks?|whales?|fish|turtles?|dolphins?|coral|aquarium|tank)\b)/,
    gear: ['diving board'],
    keep: true,
    pose: 'dive',
  },
  { words: /\b(?:sprinters?|hurdlers?|marathon runners?)\b/, gear: [], keep: true, pose: 'run' },
  // Dancers known by their dance: a breakdancer spins, morris dancers dance with their bells.
  { words: /\b(?:break ?dancers?|b-?boys?|b-?girls?)\b/, gear: [], keep: true, pose: 'spin' },
  {
    words: /\bmorris (?:dancers?|m[ae]n|sides?)\b(?!.*\bbells?\b)/,
    gear: ['bell'],
    keep: true,
    held: 'bell',
    pose: 'dance',
  },
  { words: /\bmorris (?:dancers?|m[ae]n|sides?)\b/, gear: [], keep: true, pose: 'dance' },
  // A game of catch: the ball thrown.
  { words: /\bplay\w* catch\b/, gear: ['ball'], pose: 'throw' },
]

/** People known by their sport, each drawn as a person doing it (people-words.ts `WHO`). */
export const SPORT_PEOPLE = ['cricketer', 'golfer', 'surfer', 'snowboarder', 'gymnast', 'cyclist']

/** As `ACTION_TOOLS` takes them: the words, the gear, and 'keep'. */
export const SPORT_TOOLS: [RegExp, string[], 'keep'?][] = SPORTS.filter((s) => s.gear.length || !s.keep).map(
  (s) => (s.keep ? [s.words, s.gear, 'keep'] : [s.words, s.gear]),
)

/** As `ACTIVITY_GEAR_HELD` takes them: the words and the held drawing. */
export const SPORT_HELD: [RegExp, string][] = SPORTS.flatMap((s) => (s.held ? [[s.words, s.held]] : []))

/** As people-action-words.ts `ACTIONS` takes them: the words and the pose. */
export const SPORT_POSES: [RegExp, PeopleAction][] = SPORTS.flatMap((s) =>
  s.pose ? [[s.words, s.pose]] : [],
)

/** Where the sport these words name is played, if the table says. */
export const sportSetting = (lower: string): SettingId | null =>
  SPORTS.find((s) => s.setting && s.words.test(lower))?.setting ?? null

/** The gear's drawing where its name is not the drawing's: a netball is drawn as the panelled volleyball. */
// A netball's ring on its post is Colorly's own netball hoop (home-sport-concepts.ts).
export const SPORT_DRAWINGS: Record<string, string> = {
  netball: 'volleyball',
  kayak: 'canoe',
}
