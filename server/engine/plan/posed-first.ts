// Where a person is says their pose before what they do there: someone in a wheelchair sits in it, whatever
// else the prompt has them doing (racing a friend, feeding the ducks, painting at an easel); someone up a
// ladder, abseiling or climbing down a rock face is on it, hands up; a falconer calling a hawk back to her
// glove has it on her hand; calling, shouting or beckoning to someone is the arm raised. Read before every
// other action of read-people.ts, as a person read sitting or on a ladder stays there for anything they do.

import type { PeopleAction } from './people-plan'

// "in a wheelchair", "in her wheelchair": not pushed by another ("pushing an old man in a wheelchair": the push).
const IN_A_WHEELCHAIR =
  /^(?!.*\b(push\w*|wheel(s|ing|ed))\b).*\bin (a|an|the|his|her|their|my|our|its) (\w+ )?wheel ?chairs?\b/

/** The actions read first, by where the person is; each still asks whether it fits the things named. */
export const POSED_FIRST: [RegExp, PeopleAction][] = [
  [IN_A_WHEELCHAIR, 'sit'],
  // Up a ladder or a stepladder (on its rungs, a hand on each rail), abseiling or climbing down a rock face
  // (scene/climb-items.ts draws the rock and the rope from the harness).
  [
    /\b(up|on|at the top of|halfway up) (a|an|the|his|her|their|its) (\w+ )?(step ?ladders?|ladders?)\b|\b(abseil\w*|rappel\w*)\b|\bclimb\w* down\b/,
    'climb',
  ],
  // Carrying someone on the back is a piggyback: the one carried up on the carrier's shoulders.
  [/\bcarr(y|ies|ying) (\w+ ){1,3}on (his|her|their|my|our) backs?\b/, 'shoulders'],
  // Called or whistled back to the hand: the bird perched on the gloved hand held out.
  [
    /\b(call\w*|whistl\w*|fly\w*|return\w*|com(e|es|ing)) (\w+ ){0,3}back (to|onto|on) (her|his|their|the|a|my) (\w+ )?(gloves?|gauntlets?|fists?|wrists?|arms?|hands?)\b/,
    'perch-hand',
  ],
  // Shouting or speaking through a megaphone or into a microphone: held at the mouth; any number of them
  // ("two podcasters talking into microphones", "into two microphones").
  [
    /\b(shout\w*|yell\w*|call\w*|talk\w*|speak\w*|sing\w*|announc\w*|cheer\w*)\b (\w+ ){0,3}?(through|into|on) ((a|an|the|his|her|their|two|three|four|some|each) )?(megaphones?|loudhailers?|bullhorns?|loudspeakers?|microphones?|mics?)\b/,
    'mouth',
  ],
  // Calling, shouting or beckoning to someone, not on the phone: the arm raised, as a wave. Only when it is
  // said who is called ("calling his dog in", "shouting to her friend"): "shouting with joy as he kicks" kicks.
  [
    /\b((call(s|ing)|shout\w*|yell\w*|holler\w*) ((out )?(to|for|at|across)|(a|an|the|his|her|their|my|our) \w+ (back|in|over|home|to|from))|beckon\w*|whistl(es|ing) (for|to))\b(?!.*\b(phones?|mobiles?|tablets?|video|radio|walkie)\b)/,
    'wave',
  ],
]

/**
 * "pushing her nan's wheelchair" is pushing her nan in it: the one whose wheelchair it is sits in it (read as
 * the plain words, plan/idioms.ts), never said left out beside an empty chair.
 */
export const WHEELCHAIR_OF: [RegExp, string] = [
  /\b(push\w*|wheel(?:s|ing|ed)?) (his|her|their|my|our|a|an|the) ((?:\w+ )?\w+?)'s? wheel ?chair\b/gi,
  '$1 $2 $3 in a wheelchair',
]

/**
 * "a girl in a wheelchair being pushed by her dad" is her dad pushing her: read in the active order, so the one
 * after "by" pushes and the one in the chair sits.
 */
export const WHEELCHAIR_PUSHED_BY: [RegExp, string] = [
  /\b((?:a|an|the|his|her|their|my|our) )((?:\w+ ){0,2}\w+) in (?:a|an|the|his|her|their|my|our) wheel ?chair,? (?:being |getting )?pushed by ((?:a|an|the|his|her|their|my|our) )?((?:\w+ )?\w+?)(?=$|[,.!]| (?:at|in|on|through|along|around|across|down|up|to|into|by|with|near|past|over|and)\b)/gi,
  '$3$4 pushing $1$2 in a wheelchair',
]
