// Two people touching each other, read before every other action (read-people.ts), only when two or more
// people are named: the pose is the pair, not a thing. Each is drawn by scene/contact-items.ts:
// - a hug, a cuddle, an embrace, a kiss: side by side, an arm round the other's shoulders (`hug`);
// - shaking hands: the near hands clasped between them at the waist (`shake-hands`);
// - a high five: the near hands meeting over their heads (`high-five`);
// - tickling: the hands at the other's side, who laughs with the arms up (`tickle`);
// - whispering: one leaning to the other's ear, a hand cupped at the mouth (`whisper`);
// - arm in arm: side by side, walking, the near arms linked (`arm-in-arm`);
// - dancing together, a couple or partners dancing, two people named dancing: the near hands joined up high,
//   the far arms out (`partner-dance`).
// A hug with a baby is the baby held in the arms (`cradle`); a hug with an animal is the animal held (`hold`):
// both are read after these when only one person is named.

import type { PeopleAction } from './people-plan'

export type ContactAction = Extract<
  PeopleAction,
  'hug' | 'shake-hands' | 'high-five' | 'tickle' | 'whisper' | 'arm-in-arm' | 'partner-dance'
>

// A baby hugged or kissed is cradled in the arms (read-people.ts `cradle`), not hugged standing.
const BABY = /\bbab(y|ies)\b/

export const CONTACT_ACTIONS: [RegExp, ContactAction][] = [
  [/\bhigh[- ]?fiv(e|es|ing)\b/, 'high-five'],
  [/\bshak\w* (their |each other'?s? |his |her )?hands?\b|\bhand ?shakes?\b/, 'shake-hands'],
  [/\barm in arm\b|\blink\w* arms\b/, 'arm-in-arm'],
  [/\btickl\w*/, 'tickle'],
  [/\bwhisper\w*/, 'whisper'],
  [/\b(hug\w*|cuddl\w*|embrac\w*|snuggl\w*|kiss\w*)\b/, 'hug'],
  [
    /\bdanc\w* (together|with)\b|\b(couples?|partners?)\b.*\bdanc\w*|\bdanc\w*.*\b(couples?|partners?)\b|\b(waltz\w*|tango\w*|slow danc\w*)|\band (a |an |the |his |her |their |my )?\w+ danc/,
    'partner-dance',
  ],
]

const CONTACT = new Set<PeopleAction>(CONTACT_ACTIONS.map(([, a]) => a))

/** Whether the action is one of this file's. */
export const isContact = (action: PeopleAction) => CONTACT.has(action)

/** Whether a pose of this file fits: two or more people named, and a hug no baby's. */
export function contactFits(name: PeopleAction, lower: string, people: number): boolean | undefined {
  if (!CONTACT.has(name)) return undefined
  if (people < 2) return false
  return name !== 'hug' || !BABY.test(lower)
}

/** Words these poses draw, so they are not said left out: "shaking hands", "a high five", "arm in arm". */
export const contactDraws = (action: PeopleAction, word: string) =>
  CONTACT.has(action) &&
  /^(hands?|arms?|high|fives?|high fives?|hand ?shakes?|hug|hugs|cuddles?|kiss|kisses|secret|together)$/.test(
    word,
  )
