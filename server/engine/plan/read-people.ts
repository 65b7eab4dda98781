// Reads who the people in a prompt are and what they are doing, so each is drawn whole, doing it: "a girl
// flying a kite", "a cowboy riding a horse", "a family having a picnic". A face or portrait keeps the bust.

import type { Concept } from '../vocabulary'
import {
  closeNouns,
  conceptById,
  conceptForPhrase,
  isAdjective,
  normalizePhrase,
  nounKind,
  nounKinds,
  realHeight,
} from '../vocabulary'
import { fitActionObject, fitsAction } from './action-objects'
import { actionNamesTool } from './action-tools'
import { ACTIVITY_GEAR_HELD } from './activity-gear'
import {
  ANIMAL_ON_ABSORBED,
  ANIMAL_ON_PERSON,
  animalObject,
  animalOnDraws,
  animalOnFits,
  isAnimalOnPerson,
} from './animal-on-person'
import { isBlow } from './body-acts'
import { bodyPart, bodyPose, rideOnBack } from './body-poses'
import { drawnWhole, unnamedFigure } from './bust-people'
import { CONTACT_ACTIONS, contactDraws, contactFits, isContact } from './contact'
import { DOING_ABSORBED, DOING_ACTIONS, doingDraws, doingFits, doingObject } from './doing-actions'
import { kindAction } from './doings-by-kind'
import { COSTUME_WORDS, dressedAsAt, wornAs } from './dressed-as'
import { dressesAtNeck } from './dressing-at-neck'
import { withHandAction } from './hand-actions'
import { handsOnAction } from './hands-on'
import { HAD_IN_THE_MOUTH } from './held-in-the-mouth'
import { helpedAsDoing, helpedVerbAt } from './helped-doing'
import { opensWithActivity, opensWithDoing } from './implied-doer'
import { emptyHanded, PLAY_DOCTOR } from './implied-gear'
import { jobHeld, jobSetting } from './job-tools'
import { drawnAsPerson, type MorePeople, morePeople, passedOverThings } from './more-people'
import { moveDraws, moveThings } from './moves'
import { ageSaidBefore } from './people-ages'
import { figureCount, figuresFor } from './people-count'
import type { Age, Hair, PeopleAction, PeopleReading, PlanPerson, RoleId } from './people-plan'
import { peopleReadWhole } from './people-read-after'
import { personWho } from './person-words'
import { POSED_FIRST } from './posed-first'
import { PROFESSION_TOOL_VERBS } from './profession-tools'
import type { PromptReading } from './prompt-reading'
import { roomForActivity } from './room-for-activity'
import { SPORT_PEOPLE, SPORT_POSES, sportSetting } from './sport-gear'
import { taughtAsDoing } from './taught-doing'
import { pushTool, toolActionFits, toolActionThings, WRITING } from './tool-actions'
import { carriedInHand, TOUCH_ACTIONS } from './touches'
import { isAnimalConcept, verbAction, verbThings } from './verb-classes'
import { heldByVerb, poseByVerb } from './verb-tools'

type Who = { role: RoleId; age?: Age; look?: PlanPerson['look']; count?: number; group?: 'family' | 'kids' }

// Words that name a person, and who they are. Several words first ("police officer").
const WHO: [string, Who][] = [
  ['police officer', { role: 'police' }],
  ['construction worker', { role: 'builder' }],
  ['fire fighter', { role: 'firefighter' }],
  ['soccer player', { role: 'soccer' }],
  ['football player', { role: 'soccer' }],
  ['karate kid', { role: 'karate', age: 'child' }],
  ['santa claus', { role: 'santa', age: 'elder', look: 'man' }],
  ['mail carrier', { role: 'casual' }],
  // Jobs named in two words whose parts are drawings of their own (a window, a washing machine): one person.
  ['window washer', { role: 'casual' }],
  ['window cleaner', { role: 'casual' }],
  ['chimney sweep', { role: 'casual', look: 'man' }],
  ['street artist', { role: 'artist' }],
  ['bus driver', { role: 'casual' }],
  ['crossing guard', { role: 'casual' }],
  ['garbage collector', { role: 'casual' }],
  ['garbage man', { role: 'casual', look: 'man' }],
  ['trash collector', { role: 'casual' }],
  ['sanitation worker', { role: 'casual' }],
  ['cheerleaders', { role: 'casual', look: 'woman', count: 2 }],
  ['taxi driver', { role: 'casual' }],
  ['truck driver', { role: 'casual' }],
  ['scuba diver', { role: 'casual' }],
  ['letter carrier', { role: 'casual' }],
  ['postal worker', { role: 'casual' }],
  ['basketball player', { role: 'casual' }],
  ['tennis player', { role: 'casual' }],
  ['baseball player', { role: 'casual' }],
  ['softball player', { role: 'casual' }],
  ['volleyball player', { role: 'casual' }],
  ['hockey player', { role: 'casual' }],
  ['rock star', { role: 'casual' }],
  ['super hero', { role: 'superhero' }],
  ['superhero', { role: 'superhero' }],
  ['superheroes', { role: 'superhero', count: 2 }],
  ['firefighter', { role: 'firefighter' }],
  ['fireman', { role: 'firefighter', look: 'man' }],
  ['firewoman', { role: 'firefighter', look: 'woman' }],
  ['chef', { role: 'chef' }],
  ['cook', { role: 'chef' }],
  ['baker', { role: 'chef' }],
  ['doctor', { role: 'doctor' }],
  ['dentist', { role: 'doctor' }],
  ['vet', { role: 'doctor' }],
  ['nurse', { role: 'nurse', look: 'woman' }],
  ['farmer', { role: 'farmer' }],
  ['gardener', { role: 'farmer' }],
  ['police', { role: 'police' }],
  ['policeman', { role: 'police', look: 'man' }],
  ['policewoman', { role: 'police', look: 'woman' }],
  ['cop', { role: 'police' }],
  ['sheriff', { role: 'cowboy', look: 'man' }],
  ['astronaut', { role: 'astronaut' }],
  ['spaceman', { role: 'astronaut', look: 'man' }],
  ['princess', { role: 'princess', look: 'woman' }],
  ['queen', { role: 'queen', look: 'woman' }],
  ['prince', { role: 'prince', look: 'man' }],
  ['king', { role: 'king', look: 'man', age: 'elder' }],
  ['pirate', { role: 'pirate' }],
  ['knight', { role: 'knight', look: 'man' }],
  ['elf', { role: 'elf', age: 'child' }],
  // A wizard or a witch is a whole robed figure in a pointed hat, never the art's mage (a bust).
  ['wizard', { role: 'wizard', look: 'man', age: 'elder' }],
  ['wizards', { role: 'wizard', look: 'man', age: 'elder', count: 2 }],
  ['sorcerer', { role: 'wizard', look: 'man', age: 'elder' }],
  ['witch', { role: 'wizard', look: 'woman' }],
  ['witches', { role: 'wizard', look: 'woman', count: 2 }],
  ['sorceress', { role: 'wizard', look: 'woman' }],
  ['elves', { role: 'elf', age: 'child', count: 2 }],
  ['knights', { role: 'knight', look: 'man', count: 2 }],
  // A clown is a whole costumed figure like other people, never the art's clown face (a bust).
  ['clown', { role: 'clown' }],
  ['clowns', { role: 'clown', count: 2 }],
  ['cowboy', { role: 'cowboy', look: 'man' }],
  ['cowgirl', { role: 'cowboy', look: 'woman' }],
  ['builder', { role: 'builder' }],
  ['ballerina', { role: 'ballerina', look: 'woman' }],
  ['dancer', { role: 'ballerina', look: 'woman' }],
  ['santa', { role: 'santa', age: 'elder', look: 'man' }],
  ['artist', { role: 'artist' }],
  ['painter', { role: 'artist' }],
  ['scientist', { role: 'scientist' }],
  ['teacher', { role: 'teacher' }],
  ['pilot', { role: 'pilot' }],
  ['footballer', { role: 'soccer' }],
  ['librarian', { role: 'teacher' }],
  ['plumber', { role: 'builder' }],
  ['carpenter', { role: 'builder' }],
  ['mechanic', { role: 'builder' }],
  ['captain', { role: 'pilot' }],
  ['mailman', { role: 'casual', look: 'man' }],
  ['postman', { role: 'casual', look: 'man' }],
  ['fisherman', { role: 'casual', look: 'man' }],
  ['waitress', { role: 'casual', look: 'woman' }],
  ['lumberjack', { role: 'casual', look: 'man' }],
  ['woodcutter', { role: 'casual', look: 'man' }],
  // People known by what they do, drawn in everyday clothes doing it.
  ...'photographer cheerleader garbageman musician guitarist drummer sailor fisher camper hiker zookeeper lifeguard skater explorer waiter cashier shopkeeper tourist neighbor neighbour barber hairdresser diver swimmer driver skier'
    .split(' ')
    .map((w): [string, Who] => [w, { role: 'casual' }]),
  // Players known by their sport (sport-gear.ts), drawn doing it with its gear.
  ...SPORT_PEOPLE.flatMap((w): [string, Who][] => [
    [w, { role: 'casual' }],
    [`${w}s`, { role: 'casual', count: 2 }],
  ]),
  ['girl', { role: 'casual', age: 'child', look: 'woman' }],
  ['boy', { role: 'casual', age: 'child', look: 'man' }],
  ['girls', { role: 'casual', age: 'child', look: 'woman', count: 2 }],
  ['boys', { role: 'casual', age: 'child', look: 'man', count: 2 }],
  ['kid', { role: 'casual', age: 'child' }],
  ['child', { role: 'casual', age: 'child' }],
  ['toddler', { role: 'casual', age: 'child' }],
  ['kids', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['children', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['friends', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  // A friend is drawn a child like the friends are: "a girl and her best friend" are two girls' age.
  ['friend', { role: 'casual', age: 'child' }],
  ['baby', { role: 'baby', age: 'baby' }],
  ['woman', { role: 'casual', look: 'woman' }],
  ['lady', { role: 'casual', look: 'woman' }],
  ['mom', { role: 'casual', look: 'woman' }],
  ['mommy', { role: 'casual', look: 'woman' }],
  ['mum', { role: 'casual', look: 'woman' }],
  ['mother', { role: 'casual', look: 'woman' }],
  ['man', { role: 'casual', look: 'man' }],
  ['guy', { role: 'casual', look: 'man' }],
  ['dad', { role: 'casual', look: 'man' }],
  ['daddy', { role: 'casual', look: 'man' }],
  ['father', { role: 'casual', look: 'man' }],
  ['grandma', { role: 'casual', look: 'woman', age: 'elder' }],
  ['granny', { role: 'casual', look: 'woman', age: 'elder' }],
  ['grandmother', { role: 'casual', look: 'woman', age: 'elder' }],
  ['grandpa', { role: 'casual', look: 'man', age: 'elder' }],
  ['grandfather', { role: 'casual', look: 'man', age: 'elder' }],
  // Names for a grandparent WordNet does not know.
  ['nana', { role: 'casual', look: 'woman', age: 'elder' }],
  ['nanna', { role: 'casual', look: 'woman', age: 'elder' }],
  ['gramps', { role: 'casual', look: 'man', age: 'elder' }],
  ['grampa', { role: 'casual', look: 'man', age: 'elder' }],
  ['teaching assistant', { role: 'teacher' }],
  ['classroom assistant', { role: 'teacher' }],
  ['person', { role: 'casual' }],
  // "with a grown-up", as school letters and worksheets say: a grown-up figure beside the child.
  ['grown up', { role: 'casual' }],
  ['grown-up', { role: 'casual' }],
  ['grownup', { role: 'casual' }],
  ['adult', { role: 'casual' }],
  ['grown ups', { role: 'casual', count: 2 }],
  ['grown-ups', { role: 'casual', count: 2 }],
  ['grownups', { role: 'casual', count: 2 }],
  ['adults', { role: 'casual', count: 2 }],
  ['patient', { role: 'casual' }],
  ['student', { role: 'casual', age: 'child' }],
  ['students', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['brother', { role: 'casual', age: 'child', look: 'man' }],
  ['sister', { role: 'casual', age: 'child', look: 'woman' }],
  ['son', { role: 'casual', age: 'child', look: 'man' }],
  ['daughter', { role: 'casual', age: 'child', look: 'woman' }],
  ['twins', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['teenager', { role: 'casual' }],
  ['uncle', { role: 'casual', look: 'man' }],
  ['aunt', { role: 'casual', look: 'woman' }],
  ['grandparents', { role: 'casual', age: 'elder', count: 2 }],
  ['parents', { role: 'casual', count: 2 }],
  ['people', { role: 'casual', count: 2 }],
  ['family', { role: 'casual', count: 4, group: 'family' }],
  // Two people together: a man and a woman.
  ['couple', { role: 'casual', count: 2 }],
  ['barista', { role: 'chef' }],
  // The one who plays the records at a party (plan/implied-gear.ts gives the headphones).
  ['disc jockey', { role: 'casual' }],
  // Children out at Halloween, dressed in costume by `dressedFor`.
  ['trick or treater', { role: 'casual', age: 'child' }],
  ['trick or treaters', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['dj', { role: 'casual' }],
]
const WHO_WORDS = new Set(WHO.map(([w]) => w))

// "a face", "a portrait of a girl": a head, as the art's bust draws it.
// "over his head", "on her head", "on a boy's head" is where a thing is, not a head asked for.
// Taking a selfie is a doing: the person whole, holding the phone up (profession-tools.ts).
// "a dog licking a boy's face": the face an animal licks or nuzzles is the person's, drawn whole (animal-on-person.ts).
const PORTRAIT =
  /\b((?<!\b(?:lick|kiss|nuzzl|sniff|wash)\w* (?:(?:a|an|the|his|her|their|my|your) )?(?:\w+['’]s )?)(?:face|faces)|portrait|headshot|(?<!\btak(?:e|es|ing) (?:a )?)selfie|(?<!\b(?:his|her|their|its|my|your|the) |\b(?:on|over|onto|above|around|to) (?:a |the )?\w+['’]s )head|bust|avatar|emoji)\b/
/** Whether the prompt asks for a face or portrait ("a bear face", "a lion's head"): the art's bust, not a body. */
export function asksForFace(prompt: string): boolean {
  return PORTRAIT.test(prompt.toLowerCase())
}
const FIGURE_PAGE = /\b(mandala|pattern|zentangle)\b/

// Concepts the vocabulary draws as a person's bust or a standing person: drawn whole instead.
const PERSON_CONCEPT =
  /^(man|woman|person|boy|girl|child|baby|older-person|old-man|old-woman|health-worker|student|teacher|farmer|cook|mechanic|scientist|artist|pilot|astronaut|firefighter|police-officer|construction-worker|princess|prince|knight|santa|ballet-dancer|woman-dancing|man-dancing|mrs-claus|mx-claus|guard)(-.*)?$|^(cowboy-hat-face|pirate|superhero|clown)$/

// Eating a meal, or at the table: seated at a table laid with plates.
const DINNER =
  /\b(eat\w*|hav\w*|sit\w*( down)? (to|for)) (a |an |the |their |his |her |our )?(family |big |thanksgiving |christmas )?(dinner|supper|breakfast|lunch|meal)\b|\b(at|around) (the|a|their|our) (dinner |kitchen |dining )?table\b/

// What the action does with which things; each action's words, first match wins.
const ACTIONS: [RegExp, PeopleAction][] = [
  ...POSED_FIRST,
  // Two people touching (contact.ts): a hug, a handshake, a high five.
  ...CONTACT_ACTIONS,
  // An animal on or at a person (animal-on-person.ts): on the lap, on the shoulder, licking, jumping up.
  ...ANIMAL_ON_PERSON,
  // A sport's own pose next (sport-gear.ts): "playing darts" is thrown, not played seated.
  ...SPORT_POSES,
  ...DOING_ACTIONS,
  ...TOUCH_ACTIONS,
  // "making a snow angel" is a pose, lying in the snow, not an angel drawn.
  [/\bsnow ?angels?\b/, 'snow-angel'],
  [
    /\bmonkey ?bars?\b|\bclimb\w* (up )?(a |the )?ropes?\b|\brope climb\w*|\bhang\w* (off|from|down) (the side of )?(a |the )?(skyscraper|building|tower)s?\b/,
    'hang',
  ],
  [/\bkites?\b/, 'kite'],
  // Cheering with pom poms in the hands (scene/cheer-items.ts).
  [/\b(cheerlead\w*|pom ?poms?|pompoms?)\b/, 'cheer'],
  [
    /\b(rid(e|es|ing)|on (a|the|his|her)( \w+)? (horse|pony|bike|bicycle|unicorn|camel|tractor|motorcycle))\b/,
    'ride',
  ],
  // A spray can or spray paint is held, not a hose ("spray painting a mural").
  [/\b(spray(?!(?:ing)? (?:cans?|paint\w*))\w*|hose|watering|putting out)\b/, 'spray'],
  // A wagon is pulled by its handle as a stroller is pushed by its own: the same hold, the same grip.
  [
    /\b(mow\w*|lawn ?mowers?|push\w*|pull(s|ing)?|wheeling|vacuum\w*|shovel(l)?ing|digging|raking|sweeping|mop(s|ping|ped)?)\b/,
    'push',
  ],
  [/\b(ski|skis|skiing|skiers?)\b/, 'ski'],
  [/\b(skateboard\w*|skat\w*|roller ?blad\w*)\b/, 'skate'],
  [/\b(sled\w*|sledg\w*|toboggan\w*)\b/, 'sled'],
  [/\b(swim\w*)\b/, 'swim'],
  [/\b(fishing|fishes|fish(ing)? rod)\b/, 'fish'],
  [/\b(boat|canoe|rowboat|rowing|kayak)\b/, 'boat'],
  [/\bpicnic\b/, 'picnic'],
  [/\b(sand ?castles?|building (a )?castle)\b/, 'sandcastle'],
  [/\b(karate|martial arts|kung fu|taekwondo|judo)\b/, 'karate'],
  // A penalty taken, a goal scored: the ball kicked at the goal.
  [/\b(soccer|football|kick\w*|penalt(y|ies)|scor\w* (a )?goals?|shoot\w* at (the )?goal)\b/, 'soccer'],
  [/\b(basketball|volleyball|beach ball)\b/, 'ball-up'],
  [
    // A baby animal ("a baby chick") is held as itself, not cradled as a baby.
    /\b(hold\w*|carr(y|ies|ying)|hug\w*|cuddl\w*)\b.*\bbab(y|ies)\b(?! (chicks?|ducks?|ducklings?|birds?|bunn(y|ies)|rabbits?|goats?|lambs?|pigs?|turtles?|penguins?|owls?|foxes|fox|bears?|seals?|otters?|deer|elephants?|dinosaurs?|dragons?|animals?))|\bbab(y|ies)\b.*\b(in (her|his) arms)\b/,
    'cradle',
  ],
  // Working at a desk or a table, the thing worked on before them on its top.
  [/\b(homework|studying|desk|writ(e|es|ing))\b/, 'desk'],
  // Chopping food, not wood ("chopping down a tree" is the axe's).
  [
    /\b(chop\w*|dic(e|es|ing)|slic(e|es|ing)|cut(s|ting)?)( up)? (the |some |a |an )?(vegetables|veggies|carrots?|onions?|tomato\w*|cucumbers?|potato\w*|peppers?|fruits?|apples?|bread|salad|celery|broccoli)\b/,
    'chop-food',
  ],
  [/\b(chop\w*|cut\w* down|fell(s|ing)?|lumberjacks?|woodcutters?)\b/, 'chop'],
  // Hot dogs cooked over a campfire are roasted on a stick as marshmallows are.
  [
    /\b(roast\w*|toast\w* marshmallows?)\b|\b(cook\w*|grill\w*) (the |some )?(hot ?dogs?|sausages?|wieners?)\b(?=.*\b(camp ?)?fires?\b)/,
    'roast',
  ],
  [/\b(hik\w*|climb\w*)\b.*\bmountains?\b/, 'hike'],
  [/\b(blow\w*|decorat\w*|bak\w*|frost\w*|icing)\b.*\bcakes?\b/, 'cake'],
  // Asleep or lying down: flat on the bed, couch or crib named, else on the ground (scene/lie-items.ts); not "a
  // sleeping bag", and "rest" only as the doing ("resting", "at rest"), not "the rest of".
  [
    /\b(sleep(s|ing)?|slept|asleep|nap(s|ping|ped)?|doz(e|es|ing|ed)|lie|lies|lying|lay(s|ing)? down|rest(s|ing)|at rest)\b(?! bags?\b)/,
    'lie',
  ],
  // Poses round a thing drawn by code (scene/bath-items.ts, chalkboard-items.ts, kitchen-items.ts, pet-items.ts).
  [/\b(bath|baths|bathtub|tub|bathing)\b/, 'bath'],
  [/\b(chalk ?boards?|blackboards?|whiteboards?)\b/, 'chalkboard'],
  [DINNER, 'dinner'],
  // Brushing or drying one's hair is done with the thing in hand at the head (scene/hand-held.ts), not petting;
  // teeth are brushed with the toothbrush at the mouth, not run beside.
  [/\b(brush\w*|comb\w*|dry\w*|blow[- ]?dry\w*) (his |her |their |my |the |its )?(hair|teeth)\b/, 'hold'],
  [/\b(pet|pets|petting|patting|strok(e|es|ing)|brush(es|ing)?)\b/, 'pet'],
  [/\bbalance ?beams?\b/, 'beam'],
  [/\b(cellos?|double bass|bass fiddle)\b/, 'cello'],
  [/\b(butterfly |bug )?nets?\b/, 'net'],
  [/\b(read\w*)\b/, 'read'],
  [/\b(eat\w*|lick\w*)\b/, 'eat'],
  [/\b(fly|flies|flying|soar\w*)\b/, 'fly'],
  [/\b(cartwheels?|handstands?)\b/, 'cartwheel'],
  // Playground things the figure sits on or bounces over, drawn round it.
  [/\b(swings?|swinging|swing ?set)\b/, 'swing'],
  [/\b(slides?|sliding)\b/, 'slide'],
  [/\btrampolines?\b/, 'trampoline'],
  [/\byoga\b/, 'yoga'],
  // "swinging a baseball bat", "swinging a lasso": the thing swung is in the hands.
  [/\bswing(s|ing)? (a|an|the|his|her) (?!swing)/, 'hold'],
  [/\b(hold\w*|carr(y|ies|ying)|hug\w*|cuddl\w*|with an?|play(s|ing)? (a|an|the|his|her))\b/, 'hold'],
  [/\bwav\w*\b/, 'wave'],
  [/\b(run\w*|jogg\w*|racing)\b/, 'run'],
  [/\b(jump\w*|skipp\w*|hopp\w*)\b/, 'jump'],
  [/\b(danc\w*|ballet)\b/, 'dance'],
  [/\b(walk\w*|hik\w*|stroll\w*)\b/, 'walk'],
  [/\b(sit\w*|sat|nap\w*|resting|relax\w*)\b/, 'sit'],
]

// Seats a person is drawn sitting in (scene/people-actions.ts `SEATED_ON`).
const SEATS = /^(couch-and-lamp|sofa|chair|armchair)$/

/** Things pushed by a handle, and where the handle's grip is as shares of the drawing's width and height. */
// `handle`: where the handle meets the working end, as a share of the height, when the drawing's own handle is
// too thin to print at a child's size: the handle is drawn from the hands to there.
export const PUSHED: Record<string, { x: number; y: number; mirror?: boolean; handle?: number }> = {
  'lawn-mower': { x: 0.06, y: 0.03 },
  stroller: { x: 0.05, y: 0.34 },
  'shopping-cart': { x: 0.04, y: 0.08, mirror: true },
  wheelbarrow: { x: 0.04, y: 0.06 },
  // The wagon's handle rises from its front on the left, the grip at its top.
  wagon: { x: 0.07, y: 0.05 },
  // Wheeled out to the curb by the handle along the top of its lid.
  'wheelie-bin': { x: 0.1, y: 0.05 },
  // Held by the top of its wand; mirrored so the wand leans back towards the person.
  'vacuum-cleaner': { x: 0.37, y: 0.15, mirror: true },
  // The rake's handle rises to the top left, its teeth along the bottom; the shovel's D-grip is at its top
  // right, mirrored so the blade reaches forward into the snow.
  rake: { x: 0.19, y: 0.02 },
  shovel: { x: 0.16, y: 0.05, mirror: true },
  // The mop's handle is upright in the middle of its drawing, its head on the floor.
  mop: { x: 0.5, y: 0.02, handle: 0.74 },
  // The broom's handle rises to the top right, its bristles at the bottom left: mirrored, swept before the feet.
  broom: { x: 0.12, y: 0.04, mirror: true },
  // Colorly's wheelchair faces right, its push handles at the top of its back on the left.
  'manual-wheelchair': { x: 0.06, y: 0.16 },
  // A cart is pulled by its front, a suitcase by the handle on its top.
  cart: { x: 0.03, y: 0.1 },
  luggage: { x: 0.5, y: 0.03 },
}

// Tools the prompt does not name, drawn in the person's hands. An activity's own gear comes before a bare
// verb's tool (verb-tools.ts): "painting her nails" holds the nail polish, not the paintbrush "painting" gives;
// a job's tool comes last.
const heldTool = (lower: string, objects: { s: Concept }[]): string | null =>
  ACTIVITY_GEAR_HELD.find(([re]) => re.test(lower))?.[1] ??
  (emptyHanded(lower) ? null : heldByVerb(lower)) ??
  PROFESSION_TOOL_VERBS.find(([re]) => re.test(lower))?.[1] ??
  (actionNamesTool(lower) ? null : jobHeld(lower, objects))

/** A verb whose thing its pose draws or uses: "hosing down a rhino" waters, "hoovering the rug" pushes. */
function posedByVerb(
  action: PeopleAction,
  lower: string,
  fits: (name: PeopleAction) => boolean,
): PeopleAction {
  const posed = action === 'stand' ? poseByVerb(lower) : null
  return posed && fits(posed) ? posed : action
}

/** A verb whose tool goes in the hands ("hammering"): held, not posed by its verb's class. */
const toolVerb = (lower: string, objects: { s: Concept }[]) => heldTool(lower, objects) !== null

const MOUNTS = new Set([
  'horse',
  'unicorn',
  'camel',
  'elephant',
  'bicycle',
  'tricycle',
  'quad-bike',
  'snowmobile',
  'jet-ski',
  'chairlift',
  'motorcycle',
  'scooter',
  'motor-scooter',
  'skateboard',
  'dinosaur',
  'dragon',
  'tractor',
  'cow',
  'pig',
  'sheep',
  'zebra',
  'donkey',
])
/**
 * The reading's subjects that are people: drawn as people, or a person word the vocabulary also draws as a
 * picture of someone ("a skier"), which is the person drawn whole, not a second drawing beside the figure.
 */
function personSubjectsOf(
  reading: PromptReading,
  groupSubjects: number[],
  mentions: Mention[],
  ws: string[],
  /** What the people are dressed as: clothes, no figure ("a girl dressed as a pirate"). */
  worn: number[],
): number[] {
  return reading.subjects.flatMap((s, i) =>
    worn.includes(i)
      ? []
      : PERSON_CONCEPT.test(s.id) ||
          groupSubjects.includes(i) ||
          mentions.some((m) => m.word === s.label) ||
          drawnWhole(s, reading.subjects.length, ws)
        ? [i]
        : [],
  )
}

/** The subjects that are no person nor worn by one: what the people do something with. */
const thingsBesides = (reading: PromptReading, taken: number[]) =>
  reading.subjects.flatMap((s, i) => (taken.includes(i) ? [] : [{ s, i }]))

/** What the action is done with: the seat taken, the mount, the kite, else the first thing it does not draw. */
function objectOf(
  action: PeopleAction,
  objects: { s: Concept; i: number }[],
  absorbed: RegExp | undefined,
  seatAt: number | undefined,
) {
  // What an animal does to a person is done with the animal, whatever else is named (the sled it pulls).
  const animal = isAnimalOnPerson(action) ? animalObject(objects) : undefined
  return (
    animal ??
    objects.find(({ i }) => i === seatAt) ??
    objects.find(({ s }) =>
      action === 'ride' ? ridden(s) : action === 'kite' ? s.id === 'kite' : !absorbed?.test(s.id),
    )
  )
}

/** Ridden: a mount, or a thing with a seat on it (a rocking horse, a chairlift). */
const ridden = (s: Concept) => MOUNTS.has(s.id) || s.seat !== undefined

/** The thing with a seat that a person the prompt names is on or in, by the reading's relations. */
function seatTaken(reading: PromptReading, personSubjects: number[]): number | undefined {
  return reading.relations.find(
    (r) =>
      (r.relation === 'on' || r.relation === 'in' || r.relation === 'riding') &&
      personSubjects.includes(r.actor) &&
      reading.subjects[r.object]?.seat !== undefined,
  )?.object
}

// Things an action draws itself, so their drawing is not placed apart: a boat the figure sits in, a karate uniform.
const ABSORBED: Partial<Record<PeopleAction, RegExp>> = {
  karate: /martial-arts-uniform/,
  boat: /boat|canoe|ship/,
  fish: /boat|canoe|ship|fishing-pole|^fish$|tropical-fish/,
  sandcastle: /castle|bucket|shovel|beach/,
  picnic: /basket|blanket/,
  spray: /hose|droplet|water/,
  // The vocabulary reads "waving" as a sea wave and "dancing" as the theatre masks: the pose says it.
  wave: /water-wave/,
  // The pose draws the trampoline under the jumper; Colorly's own drawing is for an animal bouncing on one.
  trampoline: /^trampoline$/,
  // Skates are worn, drawn on the feet; a skateboard is stood on.
  skate: /ice-skate|roller-skate|lawn/,
  swim: /swimming|water|pool/,
  push: /lawn$|grass|fallen-leaf/,
  dance: /performing-arts/,
  // The birthday cake's drawing carries its candles.
  cake: /^candle$/,
  // The marshmallow (its own drawing, or read as a sweet) or the hot dog is drawn on the roasting stick.
  roast: /^(candy|marshmallow|hot-dog)$/,
  // The tub, the board, the table and the kitchen's things are drawn round the figure by code.
  bath: /bathtub|bubble|soap|sponge/,
  chalkboard: /blackboard|whiteboard|chalk/,
  dinner: /^(table|plate|fork|spoon|fork-and-knife|fork-and-knife-with-plate)$/,
  'chop-food': /knife|cutting-board|^vegetable/,
}
// Words these actions draw, which the vocabulary may not: no longer missing.
const DRAWN_WORDS =
  'hose water spraying watering rod pole line fishing picnic blanket sandcastle sand castle bucket spade shovel karate uniform belt cartwheel cartwheels handstand yoga trampoline marshmallow marshmallows stick bubbles bubble chalk vegetables veggies knife board plates plate balance beam net cello pom poms pompom pompoms dinner supper breakfast lunch meal shoulders phone telephone sink soap stool pail dandelion dandelions wand sponge cliff trash garbage rubbish letter letters envelope piggyback ride snow angel angels picture pictures monkey bars rope'.split(
    ' ',
  )

// Of the words above, the things a page shows (not the activity: "fishing", "picnic").
const TOOL_WORDS = [
  'hose',
  'rod',
  'pole',
  'blanket',
  'sandcastle',
  'trampoline',
  'marshmallow',
  'marshmallows',
  'stick',
  'dandelion',
  'cliff',
  'stage',
]
// What an action draws whether or not the prompt names it (scene/people-actions.ts): named with the rest.
const ACTION_THINGS: Partial<Record<PeopleAction, string[]>> = {
  fish: ['fishing rod', 'fish'],
  picnic: ['picnic blanket', 'basket'],
  chalkboard: ['chalk'],
  // The sling an arm is in is drawn by code round the forearm (scene/body-pose-items.ts).
  sling: ['sling'],
  sink: ['sink'],
  trash: ['trash bag', 'trash can'],
  dinner: ['plate'],
  // Watering or spraying draws the hose and its water, named or not ("watering his roses").
  spray: ['hose'],
  'chop-food': ['cutting board', 'knife', 'vegetables'],
  beam: ['balance beam'],
  net: ['net'],
  cello: ['cello'],
  cheer: ['pom poms'],
  // The angel pressed into the snow round the child lying in it (scene/snow-angel-items.ts).
  'snow-angel': ['snow angel'],
}

const HAIR: Record<string, Hair> = {
  curly: 'curly',
  bald: 'bald',
  ponytail: 'ponytail',
  pigtails: 'pigtails',
  braids: 'pigtails',
  bun: 'bun',
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean)
}

// Poses drawn round a thing (scene/playground-items.ts, table-items.ts...): only when that thing is drawn.
const POSE_THINGS: Partial<Record<PeopleAction, string>> = {
  hike: 'mountain',
  roast: 'fire',
  desk: 'desk',
  cake: 'birthday-cake',
  swing: 'swing',
  slide: 'playground-slide',
  bath: 'bathtub',
  chalkboard: 'blackboard',
}
// A whiteboard is written on as the chalkboard is: the board the pose draws is the same framed board with its tray.
const POSE_THING_KIN: Record<string, string> = { whiteboard: 'blackboard' }

/** An action that needs a thing the prompt does not name reads on ("a man pushing a friend" is not a push). */
function actionFits(name: PeopleAction, lower: string, objects: { s: Concept; i: number }[]): boolean {
  if (name === 'push')
    return /\bmow/.test(lower) || pushTool(lower) !== null || objects.some(({ s }) => PUSHED[s.id])
  if (name === 'chop' || name === 'ski') return toolActionFits(name, lower, objects)
  if (name === 'desk' && WRITING.test(lower)) return true
  const thing = POSE_THINGS[name]
  if (thing) return objects.some(({ s }) => (POSE_THING_KIN[s.id] ?? s.id) === thing)
  // A net catches butterflies or bugs here, not fish or a tennis ball.
  if (name === 'net') return /\b(butterfl\w*|bugs?|insects?|dragonfl\w*|firefl\w*)\b/.test(lower)
  // Petting is done to an animal ("petting a horse"), not "a pet" alone.
  if (name === 'pet') return objects.some(({ s }) => isAnimal(s))
  // Flying with a thing ("a pilot flying a plane") is not flying with a cape.
  return name !== 'fly' || !objects.length
}

type Mention = { who: Who; at: number; word: string; dressedAs?: string }

/** The people the words name, one mention each ("a woman doctor" is one); their words are claimed as drawn. */
function readMentions(ws: string[], claimed: Set<string>, more: MorePeople): Mention[] {
  const mentions: Mention[] = []
  for (let i = 0; i < ws.length; i++) {
    const hit =
      WHO.find(([phrase]) => ws.slice(i, i + phrase.split(' ').length).join(' ') === phrase) ?? more.at(ws, i)
    if (!hit) continue
    const n = hit[0].split(' ').length
    // "a girl playing doctor": the game the child plays, no doctor drawn beside her (implied-gear.ts).
    if (PLAY_DOCTOR.test(ws.slice(Math.max(0, i - 2), i + n).join(' '))) continue
    const last = mentions[mentions.length - 1]
    if (last && !last.who.count && dressedAsAt(ws, i, n)) {
      last.who = { ...hit[1], age: last.who.age ?? hit[1].age, look: last.who.look ?? hit[1].look }
      last.dressedAs = hit[0]
      for (const w of [...hit[0].split(' '), ...COSTUME_WORDS]) claimed.add(w)
      i += n - 1
      continue
    }
    // "a gingerbread man": a person word that ends the name of a thing drawn is that thing, not a person.
    if (n === 1 && i > 0 && namesThing(`${ws[i - 1]} ${hit[0]}`)) continue
    // "a baby elephant", "a pirate ship", "a family of ducks", "a queen bee": the word describes a thing.
    const next = ws[i + n] === 'of' ? ws[i + n + 1] : ws[i + n]
    // "baby sea turtles": an animal named in two words is described the same way.
    // "a zookeeper bottle feeding a rhino": a bottle or a spoon fed with is how the person feeds, no kind of bottle.
    const feedsWith = /^(bottle|spoon)$/.test(next ?? '') && /^fe(?:eds?|eding|d)$/.test(ws[i + n + 1] ?? '')
    // "at a boy's feet": a part of the body after a person is theirs, no kind of feet.
    if (
      next &&
      !WHO_WORDS.has(next) &&
      !feedsWith &&
      !bodyPart(next) &&
      !helpedVerbAt(ws, i + n, i) &&
      (namesThing(next) || namesAnimal(ws.slice(i + n, i + n + 2)))
    ) {
      i += n - 1
      continue
    }
    const prev = mentions[mentions.length - 1]
    // "a woman doctor", "a girl pirate": one person, the role with the first word's age and look.
    if (
      prev &&
      prev.at === i - 1 &&
      prev.who.role === 'casual' &&
      hit[1].role !== 'casual' &&
      !prev.who.count
    ) {
      prev.who = { ...hit[1], age: prev.who.age ?? hit[1].age, look: prev.who.look ?? hit[1].look }
      prev.word = `${prev.word} ${hit[0]}`
    } else if (prev && prev.at === i - 1 && prev.who.role === 'baby' && !hit[1].count) {
      // "her baby brother": one baby, named as the prompt names him.
      prev.word = `${prev.word} ${hit[0]}`
    } else mentions.push({ who: hit[1], at: i, word: hit[0] })
    for (const w of hit[0].split(' ')) claimed.add(w)
    i += n - 1
  }
  // "picking apples from a ladder": no one named, someone does it (before the first word, so the verb is theirs).
  if (!mentions.length && opensWithDoing(ws))
    mentions.push({ who: { role: 'casual' }, at: -1, word: 'person' })
  // "skiing in the mountains", "flying a kite": a pastime with no one named is a child's on a coloring page.
  else if (!mentions.length && opensWithActivity(ws))
    mentions.push({ who: { role: 'casual', age: 'child' }, at: -1, word: 'child' })
  return mentions
}

const TRICK_OR_TREAT = /\btrick(?: or |-or-)treat(?:ing|ers?)?\b/

/**
 * The people as the action dresses them: a karate kid in the uniform and a player in the kit whatever the words
 * for the person, a ballet dancer in a tutu (its name when the tutu is drawn); a baby cradled is in the arms of an
 * adult, not a figure of its own.
 */
function dressedFor(
  action: PeopleAction,
  people: PlanPerson[],
  lower: string,
  claimed: Set<string>,
): string | null {
  if (action === 'karate') for (const p of people) if (p.role === 'casual') p.role = 'karate'
  // Trick-or-treaters go in costume: a child in everyday clothes is dressed as a pirate.
  if (TRICK_OR_TREAT.test(lower)) {
    for (const p of people) if (p.role === 'casual' && p.age === 'child') p.role = 'pirate'
    if (people.some((p) => p.role === 'pirate')) claimed.add('costume')
  }
  const tutu = dressForBallet(people, lower, claimed)
  if (action === 'soccer')
    for (const p of people) if (p.role === 'casual' && p.age !== 'baby') p.role = 'soccer'
  if (action === 'cradle' && !people.some((p) => p.age !== 'baby'))
    people.unshift({ role: 'casual', age: 'adult', look: 'woman', hair: 'long', subject: -1 })
  if (action === 'cradle') {
    const i = people.findIndex((p) => p.age === 'baby')
    if (i >= 0) people.splice(i, 1)
  }
  return tutu
}

/** A nap in an armchair or on a chair or bench is taken sitting: there is no room on it to lie down. */
const napsSitting = (lower: string) =>
  /\b(arm ?chairs?|chairs?|bench(es)?|recliners?)\b/.test(lower) &&
  !/\b(beds?|couch(es)?|sofas?|cribs?|cots?|hammocks?)\b/.test(lower)

/**
 * The action of the prompt's verb by its class (verb-classes.ts); what is taught is read as done ("teaching his
 * son to tie his shoes": tying, taught-doing.ts).
 */
function verbActionRead(
  lower: string,
  acting: string,
  ws: string[],
  objects: { s: Concept; i: number }[],
  mentions: Mention[],
  handProp: boolean,
): PeopleAction | null {
  if (dressesAtNeck(lower)) return 'at-neck'
  // A verb whose tool goes in the hands is held, unless it is a blow (the tool swung up).
  const blow = ws.some((w) => /ing$/.test(w) && isBlow(w))
  if (toolVerb(lower, objects) && !blow) return null
  const byClass = verbAction(
    /\b(teach|help)/.test(lower) ? words(acting) : ws,
    objects,
    mentions,
    holdable,
    handProp,
  )
  // No class placed the verb: the hands on the thing it is done to (hands-on.ts), not standing beside it.
  const things = objects.filter(({ s }) => !isAnimalConcept(s))
  const named = Math.min(...mentions.map((m) => m.at ?? 0))
  const people = mentions.reduce((n, m) => n + (m.who.count ?? 1), 0)
  return (
    byClass ??
    handsOnAction(ws, named, things, holdable, (c) => PUSHED[c.id] !== undefined) ??
    kindAction(ws, named, things, people, holdable, isSomeone)
  )
}

/**
 * The doing of the body the words name (body-poses.ts), when it stands for a pose read from the verb's class
 * alone: eating no food is the thing at the mouth; carried on the head is not held in the hands; a ride given on
 * a back is a horsey ride, not a thing handed over nor a mount ridden.
 */
function bodyReading(
  action: PeopleAction,
  ws: string[],
  objects: { s: Concept; i: number }[],
  mentions: Mention[],
  claimed: Set<string>,
): PeopleAction | null {
  // A pacifier is had at the mouth, not held at the chest or beside.
  if ((action === 'stand' || action === 'hold') && objects.some(({ s }) => HAD_IN_THE_MOUTH.test(s.id)))
    return 'mouth'
  const read = bodyPose(ws, objects, {
    food: (c) => fitsAction('eat', c) === true,
    people: mentions.reduce((n, m) => n + (m.who.count ?? 1), 0),
    named: Math.min(...mentions.map((m) => m.at ?? 0)),
  })
  const stands =
    action === 'stand' ||
    (action === 'eat' && read?.action === 'mouth') ||
    (action === 'hold' && read?.action === 'on-head') ||
    read?.action === 'horsey'
  if (!read || !stands) return null
  // The body parts the pose shows ("his thumb") are drawn with the person (withPeople lists them as parts).
  for (const w of read.claimed) claimed.add(w)
  return read.action
}

/** How many figures the words name ("two men", "a family", a person drawing): a pose of two needs two. */
function figuresNamed(mentions: Mention[], personSubjects: number[], reading: PromptReading, ws: string[]) {
  return mentions.reduce(
    (n, { who, at, word }) =>
      n + (who.group === 'family' ? (who.count ?? 1) : figureCount(ws, at, word, who.count)),
    personSubjects.slice(mentions.length).reduce((n, i) => n + figuresFor(ws, reading.subjects[i].id), 0),
  )
}

/** Whether an action fits what the prompt names: two people to hug, a car to drive, a thing to pick. */
const fitsOf =
  (lower: string, objects: { s: Concept; i: number }[], mentions: Mention[], named: number) =>
  (name: PeopleAction) =>
    contactFits(name, lower, named) ??
    animalOnFits(
      name,
      lower,
      objects.map(({ s }) => s),
      mentions.map((m) => m.word),
      named,
    ) ??
    doingFits(name, objects, mentions) ??
    actionFits(name, lower, objects)

/** Actions done with no thing in the hands: a thing named stands beside them. */
const handsFree = (action: PeopleAction) =>
  action === 'stand' || action === 'picnic' || action === 'hand-in-hand' || isContact(action)

/**
 * The people a prompt names and what they do; null when it names none, or asks for a face or portrait. A tool is
 * at the thing its verb works ("stirring a pot": the spoon in the pot), not held with the thing beside.
 */
export const readPeople = (text: string, reading: PromptReading): PeopleReading | null =>
  peopleReadWhole(text, reading.subjects, withHandAction(text, reading, readDoing(text, reading)))

function readDoing(text: string, reading: PromptReading): PeopleReading | null {
  const lower = text.toLowerCase()
  if (PORTRAIT.test(lower) || FIGURE_PAGE.test(lower)) return null
  const ws = words(text)
  const claimed = new Set<string>()
  // A person or a group the table does not list, by what WordNet says the word is (more-people.ts).
  const more = morePeople(reading)
  const mentions = readMentions(ws, claimed, more)
  // "a soccer team": the ball the reading drew for "soccer" is the team's subject, drawn as the players.
  const groupSubjects = more.groupSubjects(reading.subjects)
  const worn = wornAs(reading.subjects, mentions)
  const personSubjects = personSubjectsOf(reading, groupSubjects, mentions, ws, worn)
  if (!mentions.length && !personSubjects.length) return null
  const objects = thingsBesides(reading, [...personSubjects, ...worn])
  const fits = fitsOf(lower, objects, mentions, figuresNamed(mentions, personSubjects, reading, ws))
  const acting = helpedAsDoing(taughtAsDoing(more.plain(lower)), isSomeone)
  let action: PeopleAction =
    ACTIONS.find(([pattern, name]) => pattern.test(acting) && fits(name))?.[1] ?? 'stand'
  action = posedByVerb(action, lower, fits)
  const handProp = carriedInHand(reading.attached, personSubjects)
  // A doing of the body (body-poses.ts): a thumb at the mouth, a stretch, a thing on the head, a dive, a paddle.
  action = bodyReading(action, ws, objects, mentions, claimed) ?? action
  if (action === 'stand') action = verbActionRead(lower, acting, ws, objects, mentions, handProp) ?? 'stand'
  if (action === 'ride' && !objects.some(({ s }) => ridden(s))) action = 'stand'
  if (action === 'lie' && napsSitting(lower)) action = 'sit'
  // A person named on or in a thing with a seat ("a girl on a rocking horse", "a baby in a high chair") sits
  // there, astride or seated, rather than standing beside it.
  const seatAt = action === 'stand' || action === 'sit' ? seatTaken(reading, personSubjects) : undefined
  if (seatAt !== undefined) action = reading.subjects[seatAt].seat?.legs === 'astride' ? 'ride' : 'sit'
  if (action === 'kite' && !objects.some(({ s }) => s.id === 'kite')) action = 'stand'
  // A person holds a puppy or a kitten, not a giraffe: a larger animal stands beside them.
  // A thing the reading put in the hand ("carrying a fishbowl home") is the one held, not the house beside.
  if (action === 'hold' && objects[0] && !holdable(objects[0].s) && !handProp) action = 'stand'
  if (action === 'fish' && /\b(boat|canoe|rowboat|kayak)\b/.test(lower)) action = 'fish'
  // Reading to someone ("a grandma reading to kids") still reads a book: the book is drawn in the hands.
  const book = action === 'read' && objects.every(({ s }) => isAnimalConcept(s)) && !reading.attached.length
  if ((action === 'eat' || action === 'hold') && !objects.length && !reading.attached.length) action = 'stand'
  const people = expand(mentions, lower, ws)
  const tutu = dressedFor(action, people, lower, claimed)

  // Subjects: people the vocabulary drew are reused; others are added with the nearest drawing's concept.
  const added: PeopleReading['added'] = []
  const relabelled: PeopleReading['relabelled'] = []
  const subjectOf = (k: number, label: string): number => {
    // A person the vocabulary drew under its own name ("cowboy hat face", "health worker") is named as the
    // prompt named it: the subjects say what was asked for, in the asker's words.
    if (personSubjects[k] !== undefined) {
      if (reading.subjects[personSubjects[k]].label !== label || groupSubjects.includes(personSubjects[k]))
        relabelled.push({
          subject: personSubjects[k],
          label,
          ...(groupSubjects.includes(personSubjects[k]) ? { person: true } : {}),
        })
      return personSubjects[k]
    }
    added.push({ concept: 'person', label })
    return reading.subjects.length + added.length - 1
  }
  let k = 0
  for (const [m, mention] of mentions.entries()) {
    if (!people.some((p) => p.subject === -(m + 1))) continue
    const subject = subjectOf(k++, mention.word)
    for (const p of people) if (p.subject === -(m + 1)) p.subject = subject
  }
  // The vocabulary's person drawings the words above did not name (an emoji alias): one person each.
  // A bust drawn whole is dressed as what it is (a ninja in a hood).
  for (const i of personSubjects.slice(k))
    for (let n = figuresFor(ws, reading.subjects[i].id); n > 0; n--)
      people.push(unnamedFigure(reading.subjects[i], i, whoNamed(reading.subjects[i].label)))
  // A Halloween mummy read as a mother ("mummy"): a person is drawn, named as one, and the page says so.
  const standIns = drawnAsPerson(reading.subjects, lower)
  for (const { subject } of standIns) relabelled.push({ subject, label: 'person' })
  if (!people.length) return null
  // A band plays its instruments, named or not: the first player holds the first (more-people.ts).
  const played = more
    .things(objects.map(({ s }) => s))
    .map((concept) => reading.subjects.length + added.push({ concept, label: concept }) - 1)
  if (played.length && (action === 'stand' || (action === 'hold' && !objects.length))) action = 'band'
  // The band's stage is drawn under it, named or not.
  if (action === 'band' && ws.includes('stage')) claimed.add('stage')

  const absorbed = ABSORBED[action] ?? DOING_ABSORBED[action] ?? ANIMAL_ON_ABSORBED[action]
  const objectAt = objectOf(action, objects, absorbed, seatAt)
  claimDrawn(action, ws, claimed)
  // The figure draws a man's beard itself.
  if (people.some((p) => p.beard)) claimed.add('beard')
  // Things the action draws by code that the prompt named ("with a hose"): listed with what was drawn.
  const drawnThings = [...TOOL_WORDS.filter((w) => claimed.has(w)), ...moveThings(action, ws)]
  if (tutu) drawnThings.push(tutu)
  for (const thing of ACTION_THINGS[action] ?? [])
    if (!drawnThings.some((w) => thing.includes(w)) && !objects.some(({ s }) => s.label === thing))
      drawnThings.push(thing)
  if (book) added.push({ concept: 'book', label: 'book' })
  const needed = !book ? thingNeeded(action, lower, objects) : null
  // "grandpa doing the crossword in his armchair": seated in the seat named, the thing in his hands on his lap.
  const seated = needed?.hold && objects.some(({ s }) => SEATS.test(s.id))
  if (needed?.hold) action = seated ? 'sit' : 'hold'
  if (needed && needed.at === undefined)
    added.push({ concept: needed.concept, label: needed.concept.replace('-', ' ') })
  const toolObject = needed ? (needed.at ?? reading.subjects.length + added.length - 1) : null
  // Homework's pencil in the hand, a meal's table: drawn by the action, named or not, and named as drawn.
  const implied = action === 'desk' ? 'pencil' : action === 'dinner' ? 'table' : null
  const impliedAt =
    implied && !objects.some(({ s }) => s.id === implied)
      ? reading.subjects.length + added.push({ concept: implied, label: implied }) - 1
      : null
  const addThing = (t: { concept: string; label: string }) => reading.subjects.length + added.push(t) - 1
  const tools = toolActionThings(action, lower, objects, addThing)
  const byVerb = verbThings(action, objects, { holdable, ws, claimed, add: addThing })
  const worked = tools.find((t) => t.object)?.at ?? doingObject(action, objects) ?? byVerb.object
  return fitActionObject(text, reading, {
    people: {
      action,
      people,
      object:
        worked !== undefined
          ? worked
          : action === 'band'
            ? played[0]
            : book
              ? reading.subjects.length + added.length - 1
              : toolObject !== null
                ? toolObject
                : action === 'push'
                  ? (objects.find(({ s }) => PUSHED[s.id])?.i ?? null)
                  : objectAt && !handsFree(action)
                    ? objectAt.i
                    : null,
      absorbed: [
        ...(absorbed ? objects.filter(({ s }) => absorbed.test(s.id)).map(({ i }) => i) : []),
        ...(impliedAt !== null ? [impliedAt] : []),
        ...(seated && toolObject !== null ? [toolObject] : []),
        ...tools.filter((t) => t.absorbed).map((t) => t.at),
        ...byVerb.absorbed,
        ...worn,
        // The tool a blow is struck with, named or not, is drawn in the raised hand.
        ...(action === 'strike' && toolObject !== null && toolObject !== worked ? [toolObject] : []),
        ...(action === 'band' ? played : []),
      ],
    },
    added,
    relabelled,
    standIns: standIns.map(({ asked }) => ({ asked, drawn: 'person' })),
    drawnThings,
    claimed,
    setting: settingFor(action, people, lower, reading, added),
  })
}

/**
 * "dancing in her tutu", "at ballet class": the ballerina's clothes. A tutu the prompt did not name is given back,
 * to be named with what is drawn.
 */
function dressForBallet(people: PlanPerson[], lower: string, claimed: Set<string>): string | null {
  const named = /\btutus?\b/.test(lower)
  const ballet = /\bballet\b/.test(lower) && !/\bballet (?:shoes?|slippers?)\b/.test(lower)
  if (!named && !ballet) return null
  for (const p of people)
    if (p.role === 'casual' && p.look !== 'man' && p.age !== 'baby') p.role = 'ballerina'
  claimed.add('tutu')
  return !named && people.some((p) => p.role === 'ballerina') ? 'tutu' : null
}

/**
 * The thing an activity needs that the prompt may not name: the board for "skateboarding", the sled for
 * "sledding", the mower for "mowing"; the hammer, broom or brush a verb puts in the hands (`hold`). `at` is the
 * subject already read for it, if any.
 */
function thingNeeded(
  action: PeopleAction,
  lower: string,
  objects: { s: Concept; i: number }[],
): { concept: string; at?: number; hold?: boolean } | null {
  const tool =
    action === 'skate' && /skateboard/.test(lower)
      ? 'skateboard'
      : action === 'sled'
        ? 'sled'
        : action === 'push' && /\bmow/.test(lower)
          ? 'lawn-mower'
          : action === 'push'
            ? pushTool(lower)
            : null
  if (tool) return { concept: tool, at: objects.find(({ s }) => s.id === tool)?.i }
  if (action !== 'stand' && action !== 'walk' && action !== 'strike') return null
  // "painting her nails": the verb's tool (a paintbrush) is not what the activity is done with.
  if (emptyHanded(lower)) return null
  // "hammering a nail", "sweeping the floor": the tool the verb needs, in the hands.
  // The tool may be read already (the prompt's reading adds the hammer for "hammering"): hold that one.
  const held = heldTool(lower, objects)
  // A blow's tool is swung, not held still.
  return held
    ? { concept: held, at: objects.find(({ s }) => s.id === held)?.i, hold: action !== 'strike' }
    : null
}

// Animals small enough to be held in the arms.
const HELD_ANIMALS = new Set(
  'cat dog rabbit hamster chick baby-chick bird fish tropical-fish frog turtle mouse hedgehog duck chicken guinea-pig lamb ladybug butterfly snail parrot koala sloth'.split(
    ' ',
  ),
)
// Taller than this in the world (vocabulary/real-size.ts), a thing stands beside the person: a fire engine
// washed with a sponge, a car, a house. A bicycle or a guitar is still held.
const HELD_AT_MOST = 1.2
/** Whether a person can hold this in their arms: a puppy, a book, a guitar; not a giraffe nor a fire engine. */
export const holdable = (c: Concept) =>
  (!isAnimal(c) || HELD_ANIMALS.has(c.id)) && (realHeight(c) ?? 0) <= HELD_AT_MOST
const isAnimal = (c: Concept) => nounKind(normalizePhrase(c.label)) === 'noun.animal'

/** A word naming something drawable that is not a person (a ship, an elephant, ducks). */
function namesAnimal(pair: string[]): boolean {
  const concept = pair.length === 2 ? conceptForPhrase(pair.join(' ')) : null
  return (
    concept !== null && nounKinds(concept.label).includes('noun.animal') && !PERSON_CONCEPT.test(concept.id)
  )
}

function namesThing(word: string): boolean {
  if (/ing$/.test(word)) return false
  const concept = conceptForPhrase(word) ?? conceptForPhrase(word.replace(/e?s$/, ''))
  return concept !== null && !PERSON_CONCEPT.test(concept.id)
}

/** The words of things the action draws by code, claimed as drawn. */
function claimDrawn(action: PeopleAction, ws: string[], claimed: Set<string>) {
  for (const w of DRAWN_WORDS) if (ws.includes(w) && actionDraws(action, w)) claimed.add(w)
  // The hands shaken, the arms linked, the high five: the pair's pose (contact.ts).
  for (const [k, w] of ws.entries())
    for (const said of [w, `${w} ${ws[k + 1]}`]) if (contactDraws(action, said)) claimed.add(said)
  for (const w of ws) if (animalOnDraws(action, w)) claimed.add(w)
  // Snow angels are the pose's, as the gear reading names them ("snow angel", one).
  if (action === 'snow-angel') for (const w of ['snow', 'angel']) claimed.add(w)
  for (const w of moveDraws(action, ws)) claimed.add(w)
}

function actionDraws(action: PeopleAction, word: string): boolean {
  if (doingDraws(action, word)) return true
  if (action === 'spray') return /hose|water|spray/.test(word)
  if (action === 'fish' || action === 'boat') return /rod|pole|line|fishing|water/.test(word)
  if (action === 'picnic') return /picnic|blanket/.test(word)
  if (action === 'sandcastle') return /sand|castle|bucket|spade|shovel/.test(word)
  if (action === 'karate') return /karate|uniform|belt/.test(word)
  if (action === 'cartwheel') return /cartwheel|handstand/.test(word)
  if (action === 'yoga') return word === 'yoga'
  if (action === 'trampoline') return word === 'trampoline'
  if (action === 'roast') return /^(marshmallows?|stick)$/.test(word)
  if (action === 'bath') return /^bubbles?$/.test(word)
  if (action === 'chalkboard') return word === 'chalk'
  if (action === 'dinner') return /^(plates?|dinner|supper|breakfast|lunch|meal)$/.test(word)
  if (action === 'chop-food') return /^(vegetables|veggies|knife|board)$/.test(word)
  if (action === 'beam') return /^(balance|beam)$/.test(word)
  if (action === 'net') return word === 'net'
  if (action === 'cello') return word === 'cello'
  if (action === 'cheer') return /^(pom|poms|pompoms?)$/.test(word)
  if (action === 'snow-angel') return /^(snow|angels?)$/.test(word)
  if (action === 'hang') return /^(monkey|bars|rope)$/.test(word)
  return false
}

function settingFor(
  action: PeopleAction,
  people: PlanPerson[],
  lower: string,
  reading: PromptReading,
  added: PeopleReading['added'],
) {
  const named = reading.setting
  // Stargazing stands on the ground under the night sky, not in space; driving is on a street.
  if (action === 'telescope' && (!named || named === 'space')) return 'night'
  if (action === 'drive' && !named && !/\btractor/.test(lower)) return 'city'
  if (action === 'band' && !named) return 'party'
  if (action === 'milk' && !named) return 'farm'
  if (action === 'sink' && !named) return 'kitchen'
  // "flying a kite" reads as the sky; the flyer stands on a meadow under it.
  if (named && !(named === 'sky' && action === 'kite')) return named
  // A boat carried over the head is carried on the shore, to the water.
  if (action === 'boat' && /\bover (?:his|her|their) heads?\b/.test(lower)) return 'beach'
  if (action === 'fish' || action === 'boat' || action === 'swim') return 'sea'
  if (action === 'fly') return 'sky'
  const sport = sportSetting(lower) ?? jobSetting(lower)
  if (sport) return sport
  // Water skiing is on the water behind a boat, not on a snowy slope.
  if (action === 'ski' && /\bwater[- ]?ski/.test(lower)) return 'sea'
  if (action === 'sled' || action === 'ski' || action === 'snow-angel') return 'snow'
  if (action === 'chop') return 'forest'
  if (action === 'skate' && /\b(ice|frozen)\b/.test(lower)) return 'snow'
  if (action === 'push' && /\bmow/.test(lower)) return 'garden'
  if (action === 'sandcastle') return 'beach'
  if (action === 'chalkboard') return 'classroom'
  if (action === 'chop-food' || action === 'dinner') return 'kitchen'
  if (action === 'kite' || action === 'picnic' || action === 'soccer') return 'meadow'
  const room = roomForActivity(lower, [...reading.subjects.map((c) => c.id), ...added.map((a) => a.concept)])
  if (room) return room
  if (people.some((p) => p.role === 'firefighter' || p.role === 'police')) return 'city'
  if (people.some((p) => p.role === 'astronaut')) return 'moon'
  if (
    people.some(
      (p) => p.role === 'princess' || p.role === 'prince' || p.role === 'king' || p.role === 'queen',
    )
  )
    return 'castle'
  if (people.some((p) => p.role === 'cowboy' || p.role === 'farmer')) return 'farm'
  // A team in its sports kit is on the field.
  if (people.some((p) => p.role === 'soccer')) return 'meadow'
  return null
}

/** One person per mention; a family is two parents and two children, "kids" two children. */
function expand(mentions: Mention[], lower: string, ws: string[]): PlanPerson[] {
  const out: PlanPerson[] = []
  const hairWord = ws.find((w) => HAIR[w])
  mentions.forEach(({ who, at, word }, m) => {
    const n = who.group === 'family' ? (who.count ?? 1) : figureCount(ws, at, word, who.count)
    for (let i = 0; i < n; i++) {
      let look = who.look ?? (i % 2 ? 'man' : 'woman')
      let age: Age = who.age ?? ageSaidBefore(ws, at, word) ?? 'adult'
      if (who.group === 'family') {
        age = i < 2 ? 'adult' : 'child'
        look = i % 2 ? 'man' : 'woman'
      }
      if (who.look === undefined && who.role !== 'casual' && !who.group)
        look = out.length % 2 ? 'woman' : 'man'
      const hair: Hair =
        (hairWord && HAIR[hairWord]) ||
        (who.role === 'clown' ? 'curly' : null) ||
        (age === 'baby'
          ? 'bald'
          : age === 'elder'
            ? look === 'man'
              ? 'tufts'
              : 'bun'
            : look === 'woman'
              ? age === 'child'
                ? 'pigtails'
                : 'long'
              : 'short')
      out.push({
        role: who.role,
        age,
        look,
        hair,
        beard: /\bbeard/.test(lower) && look === 'man' ? true : undefined,
        // Which mention, until the subjects are numbered below.
        subject: -(m + 1),
      })
    }
  })
  return out
}

export const isPersonWord = (w: string) => WHO_WORDS.has(w)
/** Who a person word names, by the table, else by WordNet ("grandma", "grandad"). */
const whoNamed = (label: string) =>
  WHO.find(([w]) => w === label.toLowerCase())?.[1] ?? personWho(label.toLowerCase()) ?? undefined
const isSomeone = (w: string) => isPersonWord(w) || personWho(w) !== null
export const isPersonConcept = (c: Concept) => PERSON_CONCEPT.test(c.id)

// A describing word ("little", "big") that WordNet also files as a noun of no thing ("a little": a quantity).
const isThingWord = (w: string) =>
  ['noun.artifact', 'noun.animal', 'noun.food', 'noun.plant', 'noun.object', 'noun.person'].includes(
    nounKind(w) ?? '',
  )

/** The prompt's reading with the people added as subjects and the words they drew no longer missing. */
export function withPeople(reading: PromptReading, people: PeopleReading): PromptReading {
  // "big sister", "older brother": a person word the figure draws, with words that only describe it.
  const drawn = (phrase: string) => {
    const ws = words(phrase)
    const head = ws[ws.length - 1]
    // "the garden hose": a kind of the thing the action draws (the hose) is drawn by it.
    if (
      ws.length > 1 &&
      people.claimed.has(head) &&
      DRAWN_WORDS.includes(head) &&
      closeNouns(phrase).includes(head)
    )
      return true
    return ws.every(
      (w) =>
        people.claimed.has(w) ||
        /^(a|an|the|with|of)$/.test(w) ||
        (people.claimed.has(head) && isAdjective(w) && !isThingWord(w)),
    )
  }
  const missing = [...reading.missing.filter((m) => !drawn(m)), ...passedOverThings(reading, people.claimed)]
  const shown = [...people.claimed].filter((w) => bodyPart(w))
  // Only a thing the action draws by code: other words the people claimed are still said when not drawn.
  const actionDrew = (w: string) =>
    people.claimed.has(w.toLowerCase()) && DRAWN_WORDS.includes(w.toLowerCase())
  return {
    ...reading,
    // A person word the vocabulary drew as a kin ("vet" as a health worker) is the person drawn whole, and a word
    // the action draws itself ("a dandelion" blown on) is drawn as asked: neither is a stand-in.
    standIns: [
      ...reading.standIns.filter((s) => !drawn(s.asked) && !actionDrew(s.asked)),
      ...(people.standIns ?? []),
    ],
    setting: people.setting ?? reading.setting,
    subjects: [
      ...reading.subjects.map((s, i) => {
        const r = people.relabelled.find((r) => r.subject === i)
        return r ? { ...(r.person ? conceptById('person') : s), label: r.label } : s
      }),
      ...people.added.map((a) => ({ ...conceptById(a.concept), label: a.label })),
    ],
    missing,
    // The child astride a horsey ride rides the one on all fours (scene/body-pose-items.ts draws it so).
    relations: [
      ...reading.relations,
      ...rideOnBack(people.people).filter(
        (r) =>
          !reading.relations.some(
            (o) => o.actor === r.actor && o.object === r.object && o.relation === r.relation,
          ),
      ),
    ],
    // A body part the pose shows ("sucking his thumb": the hand at the mouth) is drawn with the person.
    ...(shown.length ? { parts: [...(reading.parts ?? []), ...shown] } : {}),
    unsaid: reading.unsaid.filter((w) => !actionDrew(w)),
    // The person came first and is drawn: what is still missing is secondary, left out and said.
    missingFirst: reading.missingFirst && missing[0] === reading.missing[0],
  }
}
