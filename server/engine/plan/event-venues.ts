import type { ClassPlace } from './places-by-class'

// The ground an event or a game is held on, drawn rather than said (docs/decisions/0204-implied-settings.md):
// a game or a match of a sport is on its pitch or its court, a race on foot on the running track, a parade in
// the street, a play, a concert or a show on the stage, a fete at the fair. Read like plan/named-places.ts's own
// table; the stage and the court are drawn by scenery/place-venues.ts. What says which game ("the high school
// football game") goes with the venue; a sport whose word is its ball is left for the reading, which draws it.

// An event's describing words before it: "the high school football game", "the village fete".
const WHICH = '(?:(?:high\\s+school|school|college|village|local|big|junior|summer|family|sunday)\\s+)?'
// What a sport's game is called: "a football game", "the rugby match", "the tennis final".
const GAME = '(?:game|match|final|tournament|practice|training)'

/** A sport, the ground it is played on, and what the reading keeps of its name (its ball, its racket). */
const SPORTS: [sport: string, ground: 'pitch' | 'court', keep?: string][] = [
  ['(?:american\\s+)?football', 'pitch', 'football'],
  ['soccer', 'pitch', 'soccer'],
  ['rugby', 'pitch', 'rugby ball'],
  ['(?:field\\s+)?hockey', 'pitch', 'hockey'],
  ['lacrosse', 'pitch', 'lacrosse'],
  ['cricket', 'pitch'],
  ['rounders', 'pitch'],
  ['baseball', 'pitch', 'baseball'],
  ['softball', 'pitch', 'softball'],
  ['tennis', 'court', 'tennis'],
  ['badminton', 'court', 'badminton'],
  ['basketball', 'court', 'basketball'],
  ['volleyball', 'court', 'volleyball'],
  ['netball', 'court'],
  ['squash', 'court'],
]

const sportGround = ([sport, ground, keep]: (typeof SPORTS)[number]): ClassPlace => ({
  words: [`${WHICH}${sport}\\s+${GAME}`],
  concept: `*${ground}`,
  // A sport kept for the reading is drawn by its own drawing; the ground says the rest ("rugby pitch").
  label: keep ? ground : `${sport.replace(/\(.*\)\?/, '')} ${ground}`,
  setting: 'meadow',
  ...(keep ? { keep } : {}),
  // The court's net and the pitch's goal are the piece's own.
  parts: ground === 'court' ? ['tennis net', 'net'] : ['goalposts', 'goal posts', 'goal'],
})

// A race on foot is one the prompt puts people in ("the three-legged race", "a relay race"), after a word that
// says which race; "two boys race" is their doing. Races run by vehicles or animals are not on the running
// track, nor is a thing named by the word ("a race car").
const RIDDEN =
  '(?:car|horse|boat|bike|bicycle|cycle|motor|yacht|dragon|space|drag|kart|camel|dog|pig|duck|rat|arms|snail|pigeon|sled|sledge|chariot)'
// One to three words that say which race ("the school cross country race", "the parents' race"), none a plural
// nor a person: "the boys race" and "the children race" are people racing; "at the race" may be horses.
const WHICH_RACE = `(?!(?:${RIDDEN}|children|people|men|women|kids|the|an?|at|in|on|to|for|of|with|and|by|from)\\b)[a-z]+'?(?<![^s']s)`
const ON_FOOT = `(?<=\\b(?:the|a|an|our|their|his|her|its|this)\\s+)(?:${WHICH_RACE}[- ]+){1,3}`
const NOT_A_THING = '(?!\\s+(?:cars?|horses?|tracks?|courses?|boats?|bikes?|days?))'

/** Events before the places that would take a word of theirs ("a carnival parade" is no fair). */
export const EVENTS_FIRST: ClassPlace[] = [
  {
    // A parade is the street; the day or festival it is named by stays for the reading, which draws its things
    // ("the Vaisakhi parade": its drum). Named alone ("a carnival parade") its drum is the page, never the
    // street's office block.
    words: ['parade', 'procession'],
    concept: '*sidewalk',
    label: 'parade',
    setting: 'city',
    subject: 'drum',
    backdrop: true,
  },
  {
    // A show's stage: named, or the play, concert or show put on it ("the nativity play", "the school concert").
    words: [
      'on\\s+(?:the\\s+|a\\s+)?stage',
      'stage',
      `${WHICH}(?:nativity|christmas|easter)\\s+play`,
      '(?:school|class|village|church)\\s+play',
      // "in the play", "at the play": a show; "the children play" is their doing.
      '(?<=\\b(?:in|at|for)\\s+(?:the|a)\\s+)play(?!\\s+[a-z]+)',
      `${WHICH}(?:christmas\\s+)?concert`,
      'talent show',
      'school show',
      '(?:dance\\s+|ballet\\s+|piano\\s+|violin\\s+)?recital',
      'pantomime',
      'panto',
    ],
    concept: '*stage',
    label: 'stage',
    setting: 'classroom',
    subject: 'microphone',
    backdrop: 'bare',
  },
  {
    words: [
      `${WHICH}fete`,
      '(?<!swimming\\s)gala',
      'fun day',
      'school fair',
      'summer fair',
      'church fair',
      'jumble sale',
      'bazaar',
      // A country show of farm animals and stalls: the fair's field.
      '(?:county|country|agricultural|village|farm|state)\\s+(?:show|fair)',
    ],
    concept: '*fair',
    setting: 'meadow',
  },
  {
    // A team's changing room is a room of lockers: the school hallway's wall of them.
    words: ['changing rooms?', 'locker rooms?'],
    concept: '*hallway',
    label: 'changing room',
    setting: 'classroom',
    parts: ['lockers', 'locker', 'bench'],
    backdrop: 'bare',
  },
]

/** Games and races, read after the named grounds ("the race track", "the football pitch" are those). */
export const GAME_GROUNDS: ClassPlace[] = [
  ...SPORTS.map(sportGround),
  // Playing a court game is on its court; the game stays for the reading, which draws the player's racket.
  {
    words: ['(?<=\\bplay(?:s|ed|ing)?\\s+)(?:tennis|badminton|basketball|volleyball|netball|squash)'],
    concept: '*court',
    label: 'court',
    setting: 'meadow',
    stays: true,
  },
  {
    words: [`(?<!\\b${RIDDEN}\\s+)sack\\s+race`],
    concept: '*running-track',
    label: 'running track',
    setting: 'meadow',
    keep: 'sack',
  },
  {
    words: [`egg(?:\\s+and\\s+|-and-)spoon\\s+race`],
    concept: '*running-track',
    label: 'running track',
    setting: 'meadow',
    keep: 'egg and spoon',
  },
  {
    // A race the reading knows by its words stays for it: a relay race's baton, a wheelbarrow race's pose.
    words: ['(?:relay|wheelbarrow)\\s+race'],
    concept: '*running-track',
    label: 'running track',
    setting: 'meadow',
    stays: true,
  },
  {
    // A race on foot of another kind ("the three-legged race", "the school cross country race"), the day of them.
    words: [
      `${ON_FOOT}race(?!s)${NOT_A_THING}`,
      // A bare race run by runners: "a runner in a race", "kids running in the race".
      '(?<=\\b(?:runners?|running|runs?|sprinters?|sprinting)\\b.*\\b(?:in|at)\\s+(?:the|a)\\s+)race(?!s)',
      'sports day',
      // An athletics meeting is held round the running track, as a sports day is.
      '(?:athletics|track and field)\\s+(?:meeting|meet|event|championships?|competition|day)',
      'fun run',
      'marathon',
    ],
    concept: '*running-track',
    label: 'running track',
    setting: 'meadow',
  },
]
