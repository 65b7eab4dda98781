// Poses other prompts reuse, read before the older actions (read-people.ts): seated at a wheel (driving a car or
// a bus), an arm thrown (a ball, a paper plane), reaching up into a tree or down to pick, a child carried on
// the shoulders, a hand at the ear (the phone), an eye at an instrument (a telescope), hands at a sink, drawing
// at a desk, astride a carousel horse, seated milking. Each is drawn round its thing in scene/ (see
// scene/doing-items.ts), and read only when that thing is there.

import type { Concept } from '../vocabulary'
import type { PeopleAction } from './people-plan'

/** Vehicles drawn by code with the driver seen through the window (scene/drive-items.ts). */
export const DRIVEN =
  /^(car|automobile|racing-car|police-car|taxi|oncoming-taxi|oncoming-automobile|bus|school-bus|minibus|oncoming-bus|trolleybus|pickup-truck)$/

/** Machines driven from a seat on top (the art's drawing, the driver on it as a rider on a mount). */
export const DRIVEN_ON =
  /^(bulldozer|tractor|excavator|digger|forklift|road-roller|go-kart|race-car|motor-scooter)$/

/** Big things washed with a sponge, standing beside them. */
const SCRUBBED =
  /^(car|automobile|racing-car|police-car|taxi|pickup-truck|elephant|horse|pony|truck|bus|camel|rhinoceros|hippopotamus)$/

/** Fruit picked from a tree, reaching up; anything else picked is picked kneeling. */
export const TREE_FRUIT =
  /^(apple|red-apple|green-apple|pear|peach|orange|tangerine|lemon|cherries|cherry|plum|mango|coconut)$/
const PICKED =
  /apple|pear|peach|orange|tangerine|lemon|cherr|plum|mango|coconut|strawberr|berr|grapes|ear-of-corn|corn|flower|tulip|rose|daisy|daffodil|sunflower|blossom|pumpkin|tomato|carrot|mushroom/

export const DOING_ACTIONS: [RegExp, PeopleAction][] = [
  // "on his shoulders", "on her father's shoulders", "on grandpa's shoulders", "a piggyback".
  [
    /\bon (?:(?:his|her|their|my|your|our|the|a) )?(?:[a-z]+'s |[a-z]+s' )?shoulders\b|\bpiggy ?back\b/,
    'shoulders',
  ],
  [/\bdriv(e|es|ing|er|ers)\b/, 'drive'],
  // A go-kart is ridden or raced from its seat, as it is driven.
  [/\b(rid(e|es|ing)|rac(e|es|ing))( in| on)? (a|the|his|her|their|my) go[- ]?karts?\b/, 'drive'],
  // Bowling is a throw too, underhand (scene/throw-items.ts); not the bowling alley or a bowl of soup.
  [
    /\b(throw\w*|threw|toss\w*|pitch(es|ing)?)\b|\bbowl(s|ed|ing)\b(?! (alleys?|lanes?|shoes|pins?|balls?)\b)/,
    'throw',
  ],
  [/\b(pick\w*|harvest\w*|gather\w*)\b/, 'pick'],
  [
    /\b(talk\w*|chat\w*|call\w*|speak\w*) on (the|a|her|his|their) (tele)?phone\b|\bon the (tele)?phone\b|\b(phone|telephone) call\b/,
    'phone',
  ],
  [/\btelescopes?\b/, 'telescope'],
  [
    /\bwash\w* (his |her |their |my |your |the )?hands\b|\b(wash\w*|doing) (the )?dishes\b|\bat the sink\b/,
    'sink',
  ],
  [/\b(drawing|draws|colou?ring(?! (pages?|sheets?|books?))|colou?rs)\b.*\b(crayons?|markers?)\b/, 'color'],
  // "drawing a picture": the same pose, the picture begun on the paper (not a camera's picture).
  [/\b(drawing|draws|draw) (a |an |the |some |his |her |their )?(pictures?|drawings?)\b(?! of)/, 'color'],
  [/\b(carousel|merry[- ]go[- ]round)\b/, 'carousel'],
  [/\bmilk(s|ing)\b/, 'milk'],
  [/\bwash\w*|\bscrub\w*/, 'scrub'],
  [
    /\b(post\w*|putt\w*|mail\w*|deliver\w*|drop\w*)\b.*\b(letters?|mail|envelopes?|cards?)\b.*\bmail ?box\b/,
    'post',
  ],
  [/\b(tak\w*|carr\w*|put\w*) (out )?the (trash|garbage|rubbish)( out)?\b/, 'trash'],
  [
    // "climbing the at the gym": what is climbed was a place read out as scenery (a rock wall, a cliff).
    /\bclimb\w* (up |on )?(a |the |that |his |her )?(tree|cliff|rocks?|rock wall|climbing wall|wall|ladders?|(telephone |power |utility |telegraph )?poles?)\b|\brock climb\w*|\bclimb\w* (up |on )?(a |the )(?=(at|in|on|with|by|near)\b|$)/,
    'climb',
  ],
  [/\bblow\w* (on |out )?(a |the |some )?(dandelions?|bubbles?)\b/, 'blow'],
  // An instrument played at the face (a trumpet at the lips, a violin under the chin), not held at the waist.
  [
    /\bplay\w* (the |a |an |his |her |their |my )?(\w+ )?(trumpets?|flutes?|saxophones?|sax|trombones?|tubas?|violins?|fiddles?)\b/,
    'play-at-face',
  ],
]

/** Instruments played at the face. */
const AT_FACE = /^(trumpet|flute|saxophone|trombone|tuba|violin)$/

/** Whether a pose of this file has its thing: a car to drive, a ball to throw, fruit to pick, two to carry. */
export function doingFits(
  name: PeopleAction,
  objects: { s: Concept }[],
  mentions: unknown[],
): boolean | undefined {
  if (name === 'drive') return objects.some(({ s }) => DRIVEN.test(s.id) || DRIVEN_ON.test(s.id))
  if (name === 'throw') return objects.some(({ s }) => thrown(s))
  if (name === 'pick') return objects.some(({ s }) => PICKED.test(s.id))
  if (name === 'phone') return true
  if (name === 'telescope') return objects.some(({ s }) => s.id === 'telescope')
  if (name === 'shoulders') return mentions.length >= 2
  if (name === 'sink' || name === 'color' || name === 'blow' || name === 'climb' || name === 'trash')
    return true
  if (name === 'post') return objects.some(({ s }) => /mailbox/.test(s.id))
  if (name === 'scrub') return objects.some(({ s }) => SCRUBBED.test(s.id))
  if (name === 'carousel') return objects.some(({ s }) => /carousel/.test(s.id))
  if (name === 'milk') return objects.some(({ s }) => /^(cow|goat)$/.test(s.id))
  if (name === 'play-at-face') return objects.some(({ s }) => AT_FACE.test(s.id))
  return undefined
}

/**
 * What is thrown: a ball, a paper plane, a frisbee, a snowball, a pizza tossed, the athletics hammer or discus; not
 * the dog it is thrown for.
 */
export const thrown = (s: Concept) =>
  /ball|bowling|airplane|plane|frisbee|flying-disc|boomerang|snow|stick|stone|rock|dart|bone|pizza|athletics-hammer|discus|javelin|shot-put/.test(
    s.id,
  )

/** The thing the pose is done with, among the prompt's things. */
export function doingObject(name: PeopleAction, objects: { s: Concept; i: number }[]): number | undefined {
  const match =
    name === 'drive'
      ? objects.find(({ s }) => DRIVEN.test(s.id) || DRIVEN_ON.test(s.id))
      : name === 'throw'
        ? objects.find(({ s }) => thrown(s))
        : name === 'pick'
          ? objects.find(({ s }) => PICKED.test(s.id))
          : name === 'phone'
            ? objects.find(({ s }) => /phone/.test(s.id))
            : name === 'telescope'
              ? objects.find(({ s }) => s.id === 'telescope')
              : name === 'post'
                ? objects.find(({ s }) => /mailbox/.test(s.id))
                : name === 'climb'
                  ? objects.find(({ s }) => /tree|telephone-pole|ladder/.test(s.id))
                  : name === 'scrub'
                    ? objects.find(({ s }) => SCRUBBED.test(s.id))
                    : name === 'carousel'
                      ? objects.find(({ s }) => /carousel/.test(s.id))
                      : name === 'milk'
                        ? objects.find(({ s }) => /^(cow|goat)$/.test(s.id))
                        : name === 'color'
                          ? objects.find(({ s }) => s.id === 'crayon')
                          : name === 'play-at-face'
                            ? objects.find(({ s }) => AT_FACE.test(s.id))
                            : name === 'sit'
                              ? objects.find(({ s }) =>
                                  /^(couch-and-lamp|sofa|chair|armchair|bench)$/.test(s.id),
                                )
                              : undefined
  return match?.i
}

// Things these poses draw round the figure, not as art apart: the tree picked from, the basket.
export const DOING_ABSORBED: Partial<Record<PeopleAction, RegExp>> = {
  pick: /^(tree|deciduous-tree|basket)$/,
  phone: /phone/,
  telescope: /^telescope$/,
  sink: /^(sink|soap|dishes|plate|dish|water|droplet)$/,
  color: /^(crayon|paper|desk|table|camera|picture-frame|framed-picture)$/,
  milk: /^(bucket|milk|glass-of-milk|stool)$/,
  post: /^(envelope|e-mail|incoming-envelope|love-letter|postbox|package)$/,
  trash: /^(wastebasket|put-litter-in-its-place|litter|bag|trash|garbage)$/,
  climb: /^(rock|brick|mountain)$/,
  blow: /^(herb|bubbles|bubble|soap|dandelion|flower|blossom)$/,
}

/** Words these poses draw, so they are not said left out: "on his shoulders". */
export function doingDraws(action: PeopleAction, word: string): boolean {
  if (action === 'shoulders') return /^(shoulders?|piggyback|rides?)$/.test(word)
  if (action === 'phone') return /^(phone|telephone)$/.test(word)
  if (action === 'sink') return /^(sink|soap)$/.test(word)
  if (action === 'milk') return /^(stool|pail)$/.test(word)
  if (action === 'trash') return /^(trash|garbage|rubbish|bag|can|bin)$/.test(word)
  if (action === 'post') return /^(letters?|envelopes?)$/.test(word)
  if (action === 'climb') return /^(cliff|wall|rock|rocks)$/.test(word)
  if (action === 'scrub') return /^(sponge|soap|bucket)$/.test(word)
  if (action === 'blow') return /^(dandelions?|bubbles?|wand)$/.test(word)
  if (action === 'color') return /^(pictures?|drawings?|paper)$/.test(word)
  return false
}
