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
// Two people where one does for the other or plays over them (scene/two-person-items.ts):
// - tucking in: the child lying in bed, the grown-up behind it, the hands on the covers (`tuck-in`);
// - helping ride a bike: the child riding, the grown-up walking behind, a hand at the back (`help-ride`);
// - leapfrog: one bent over, the other vaulting over, the hands on the back (`leapfrog`);
// - a wheelbarrow race: one walking on the hands, the other holding the legs up (`wheelbarrow`).
// A hug with a baby is the baby held in the arms (`cradle`); a hug with an animal is the animal held (`hold`):
// both are read after these when only one person is named.

import type { PeopleAction } from './people-plan'

export type ContactAction = Extract<
  PeopleAction,
  | 'hug'
  | 'shake-hands'
  | 'high-five'
  | 'tickle'
  | 'whisper'
  | 'arm-in-arm'
  | 'partner-dance'
  | 'tuck-in'
  | 'help-ride'
  | 'leapfrog'
  | 'wheelbarrow'
>

// A baby hugged or kissed is cradled in the arms (people-action-words.ts `cradle`), not hugged standing.
const BABY = /\bbab(y|ies)\b/

export const CONTACT_ACTIONS: [RegExp, ContactAction][] = [
  [
    /\btuck\w* (?:\w+ ){0,3}(?:in|into bed|up|into (?:his|her|their|the) bed)\b|\bput\w* (?:\w+ ){1,3}to bed\b/,
    'tuck-in',
  ],
  [
    /\b(?:help\w*|teach\w*|taught|hold\w*|push\w*)\b.*\b(?:ride|riding)\b.*\b(?:bikes?|bicycles?)\b|\blearn\w* to ride (?:a |her |his |the )?(?:bikes?|bicycles?)\b/,
    'help-ride',
  ],
  [/\bleap ?frog\w*\b/, 'leapfrog'],
  [/\bwheelbarrow (?:races?|racing|walk\w*)\b/, 'wheelbarrow'],
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
  /^(hands?|arms?|high|fives?|high fives?|hand ?shakes?|hug|hugs|cuddles?|kiss|kisses|secret|together|leap ?frog|race|races|racing)$/.test(
    word,
  )
