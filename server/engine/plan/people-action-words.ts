// The words of each thing people do, as read-people.ts reads them: the first pattern that matches and fits
// what the prompt names gives the pose ("flying a kite", "riding a horse", "having dinner").

import { ANIMAL_ON_PERSON } from './animal-on-person'
import { CONTACT_ACTIONS } from './contact'
import { DOING_ACTIONS } from './doing-actions'
import type { PeopleAction } from './people-plan'
import { POSED_FIRST } from './posed-first'
import { SPORT_POSES } from './sport-gear'
import { TOUCH_ACTIONS } from './touches'

// Eating a meal, or at the table: seated at a table laid with plates.
const DINNER =
  /\b(eat\w*|hav\w*|sit\w*( down)? (to|for)) (a |an |the |their |his |her |our )?(family |big |thanksgiving |christmas )?(dinner|supper|breakfast|lunch|meal)\b|\b(at|around) (the|a|their|our) (dinner |kitchen |dining )?table\b/

/** Things that fly off a worker's work ("sparks flying"): their flying is no one's flight and no sky. */
export const FLOWN_OFF = 'sparks?|chips|splinters|shavings|feathers|crumbs'

// What the action does with which things; each action's words, first match wins.
export const ACTIONS: [RegExp, PeopleAction][] = [
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
    /\bmonkey ?bars?\b|\bclimb\w* (up )?(a |the )?ropes?\b|\brope climb\w*|\bhang\w* (off|from|down) (the side of )?(a |the )?(skyscraper|building|tower)s?\b|\bhang[- ]?glid\w*/,
    'hang',
  ],
  [/\bkites?\b/, 'kite'],
  // Cheering with pom poms in the hands (scene/cheer-items.ts).
  [/\b(cheerlead\w*|pom ?poms?|pompoms?)\b/, 'cheer'],
  [
    /\b(rid(e|es|ing)|on (a|the|his|her)( \w+)? (horse|pony|bike|bicycle|unicorn|camel|tractor|motorcycle|tandem|unicycle|broom|broomstick))\b/,
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
  // "fishing" naming a thing ("a fishing boat", "a fishing net") is no one fishing.
  [
    /\b(fishing(?! (?:boats?|trawlers?|nets?|villages?|huts?|harbou?rs?|ports?|towns?)\b)|fishes|fish(ing)? rod)\b/,
    'fish',
  ],
  // A boat waved at, watched, painted or pointed at is not one the person is in.
  [
    /(?<!\b(?:wav|watch|paint|point|draw|build|fix|wash|clean)\w* (?:at |to )?(?:a |an |the |his |her |their |some )?(?:\w+ )?)\b(boat|canoe|rowboat|kayak)\b|\browing\b/,
    'boat',
  ],
  [/\bpicnic\b/, 'picnic'],
  [/\b(sand ?castles?|building (a )?castle)\b/, 'sandcastle'],
  [/\b(karate|martial arts|kung fu|taekwondo|judo)\b/, 'karate'],
  // A penalty taken, a goal scored: the ball kicked at the goal.
  [/\b(soccer|football|kick\w*|penalt(y|ies)|scor\w* (a )?goals?|shoot\w* at (the )?goal)\b/, 'soccer'],
  [/\b(basketball|volleyball|beach ball)\b/, 'ball-up'],
  [
    // A baby animal ("a baby chick") is held as itself, not cradled as a baby. A baby cared for ("changing her
    // baby's nappy", "rocking the baby") is in the arms too: the baby named is drawn, never dropped.
    /\b(hold\w*|carr(y|ies|ying)|hug\w*|cuddl\w*|chang(e|es|ed|ing)|rock(s|ed|ing)?|burp\w*|sooth\w*|comfort\w*)\b.*\bbab(y|ies)\b(?! (chicks?|ducks?|ducklings?|birds?|bunn(y|ies)|rabbits?|goats?|lambs?|pigs?|turtles?|penguins?|owls?|foxes|fox|bears?|seals?|otters?|deer|elephants?|dinosaurs?|dragons?|animals?))|\bbab(y|ies)\b.*\b(in (her|his) arms)\b/,
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
  // A cellist is known by the cello: the cello pose draws it.
  [/\b(cellos?|cellists?|double bass(ists?)?|bass fiddle)\b/, 'cello'],
  [/\b(butterfly |bug )?nets?\b/, 'net'],
  [/\b(read\w*)\b/, 'read'],
  [/\b(eat\w*|lick\w*)\b/, 'eat'],
  // Sparks, chips or feathers flying fly off the work: the worker stays on the ground.
  [new RegExp(`(?<!\\b(?:${FLOWN_OFF}) )\\b(fly|flies|flying|soar\\w*)\\b`), 'fly'],
  [/\b(cartwheels?|handstands?)\b/, 'cartwheel'],
  // Playground things the figure sits on or bounces over, drawn round it.
  [/\b(swings?|swinging|swing ?set)\b/, 'swing'],
  [/\b(slides?|sliding)\b/, 'slide'],
  [/\btrampolines?\b/, 'trampoline'],
  [/\byoga\b/, 'yoga'],
  // "swinging a baseball bat", "swinging a lasso": the thing swung is in the hands.
  [/\bswing(s|ing)? (a|an|the|his|her) (?!swing)/, 'hold'],
  // "ringing his handbell", "jingling her keys": the thing rung is in the hand; a doorbell is pressed. (A thing
  // shaken is worked with both hands, hands-on.ts: "shaking the ketchup bottle".)
  [/\b(ring(s|ing)?|jingl\w*) (a|an|the|his|her|their) (?!door ?bell)/, 'hold'],
  [/\b(hold\w*|carr(y|ies|ying)|hug\w*|cuddl\w*|with an?|play(s|ing)? (a|an|the|his|her))\b/, 'hold'],
  [/\bwav\w*\b/, 'wave'],
  [/\b(run\w*|jogg\w*|racing)\b/, 'run'],
  [/\b(jump\w*|skipp\w*|hopp\w*)\b/, 'jump'],
  [/\b(danc\w*|ballet)\b/, 'dance'],
  [/\b(walk\w*|hik\w*|stroll\w*)\b/, 'walk'],
  [/\b(sit\w*|sat|nap\w*|resting|relax\w*)\b/, 'sit'],
]
