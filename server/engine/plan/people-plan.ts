import type { SettingId } from '../vocabulary'

export type Hair = 'short' | 'long' | 'pigtails' | 'bun' | 'bald' | 'curly' | 'ponytail' | 'tufts'

export type RoleId =
  | 'casual'
  | 'firefighter'
  | 'chef'
  | 'doctor'
  | 'nurse'
  | 'farmer'
  | 'police'
  | 'astronaut'
  | 'princess'
  | 'prince'
  | 'king'
  | 'queen'
  | 'pirate'
  | 'cowboy'
  | 'karate'
  | 'builder'
  | 'ballerina'
  | 'santa'
  | 'artist'
  | 'scientist'
  | 'teacher'
  | 'pilot'
  | 'soccer'
  | 'superhero'
  | 'baby'
  | 'knight'
  | 'elf'
  | 'clown'
  | 'ninja'
  | 'detective'
  | 'wizard'

export type Age = 'adult' | 'child' | 'baby' | 'elder'

/** One person on the page, drawn whole: who they are by their clothes, age and hair. */
export type PlanPerson = {
  role: RoleId
  age: Age
  look: 'man' | 'woman' | 'person'
  hair: Hair
  beard?: boolean
  /** The plan subject this person was read from. */
  subject: number
}

/** What the people on the page are doing; each action places the figures and their props together. */
export type PeopleAction =
  | 'stand'
  | 'wave'
  | 'walk'
  | 'run'
  | 'jump'
  | 'dance'
  | 'sit'
  | 'kite'
  | 'ride'
  | 'spray'
  | 'fish'
  | 'boat'
  | 'picnic'
  | 'sandcastle'
  | 'hold'
  | 'cradle'
  | 'karate'
  | 'soccer'
  | 'read'
  | 'eat'
  | 'ball-up'
  | 'fly'
  | 'swim'
  | 'push'
  | 'skate'
  | 'sled'
  | 'cartwheel'
  | 'yoga'
  | 'swing'
  | 'slide'
  | 'trampoline'
  | 'desk'
  | 'cake'
  | 'roast'
  | 'hike'
  | 'ski'
  | 'chop'
  | 'bath'
  | 'lie'
  | 'chalkboard'
  | 'dinner'
  | 'chop-food'
  | 'pet'
  | 'beam'
  | 'net'
  | 'cello'
  | 'cheer'
  | 'drive'
  | 'throw'
  | 'pick'
  | 'shoulders'
  | 'phone'
  | 'telescope'
  | 'sink'
  | 'color'
  | 'carousel'
  | 'milk'
  | 'blow'
  | 'scrub'
  | 'climb'
  | 'post'
  | 'trash'
  // Classes of doing read from the verb (plan/verb-classes.ts): holding a thing out to someone, down at the ground.
  | 'give'
  | 'ground'
  | 'play-at-face'
  | 'dive'
  | 'band'
  // Lying on the back in the snow, arms and legs swept out (scene/snow-angel-items.ts).
  | 'snow-angel'
  // Hanging by the hands: on the monkey bars, climbing a rope (scene/hang-items.ts).
  | 'hang'
  // The hands at work on a thing: held before the chest, or on the side of a thing too big to hold
  // (plan/hands-at-work.ts, scene/work-items.ts).
  | 'work'
  // A tool in the hand at the thing it works: the spoon in the pot, the jug over the glass, the brush on the
  // fence (plan/hand-actions.ts, scene/tool-on-items.ts).
  | 'tool-on'
  // Someone worked on by another (an optician testing a boy's eyes), a blow struck with the arm swung up, a game
  // or toy played seated on the floor (plan/body-acts.ts, scene/body-act-items.ts).
  | 'tend'
  | 'strike'
  | 'play-floor'
  // A thing held at the mouth and blown, sneezed or spat into (a whistle, a balloon, a tissue).
  | 'mouth'
  // The whole body or the pointing arm (plan/moves.ts, scene/move-items.ts): on the hands and knees, sliding
  // down or into something, spinning, balancing on something, pointing at it, bent back under the limbo bar.
  | 'crawl'
  | 'slide-down'
  | 'spin'
  | 'balance-on'
  | 'point'
  | 'limbo'
  | 'splash'
  // A child's game on the move: hopping through the squares of hopscotch, a seeker's eyes covered.
  | 'hop'
  | 'seek'
  // The hands on a thing (plan/touches.ts, scene/touch-items.ts): reaching to put a thing in or on another, or
  // to take it out; two or more side by side holding hands.
  | 'put'
  | 'hand-in-hand'
  // Bowing to someone: on the knees, the hands down before them; the ones bowed to stand (scene/bow-items.ts).
  | 'bow'
  // Doing up a tie or a scarf worn at the neck: both hands at the collar (plan/dressing-at-neck.ts).
  | 'at-neck'
  // A doing of the body (plan/body-poses.ts, scene/body-pose-items.ts): arms up in a stretch, a thing balanced
  // on the head, paddling in shallow water, a horsey ride on someone's back, an arm in a sling.
  | 'stretch'
  | 'on-head'
  | 'wade'
  | 'horsey'
  | 'sling'
  // Singing with nothing at the mouth: a hand on the chest, the other out, the mouth open (scene/row-and-seat-items.ts).
  | 'sing'
  // Two people touching each other (plan/contact.ts, scene/contact-items.ts): a hug, a handshake, a high five.
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
  // An animal doing something to a person (plan/animal-on-person.ts, scene/animal-on-person-items.ts): on the lap
  // (or a person on another's lap), perched on the shoulder, hand or head, licking, jumping up, asleep on the
  // chest, pulling the person along.
  | 'on-lap'
  | 'perch-shoulder'
  | 'perch-hand'
  | 'perch-head'
  | 'lick'
  | 'jump-up'
  | 'on-chest'
  | 'pulled'
  | 'chase'
  | 'at-feet'
  | 'fetch'

export type PlanPeople = {
  action: PeopleAction
  people: PlanPerson[]
  /** The plan subject the action is done with (the kite, the horse, the ball), if any. */
  object: number | null
  /** Plan subjects the action draws itself or makes part of a costume (a karate uniform, a boat): not drawn apart. */
  absorbed: number[]
}

export type PeopleReading = {
  people: PlanPeople
  /** Subjects added for people the vocabulary does not know as drawings ("cowboy", "pirate", "family"). */
  added: { concept: string; label: string }[]
  /** Subjects the vocabulary drew as people under another name, named with the prompt's word ("cowboy"). */
  relabelled: { subject: number; label: string; person?: boolean }[]
  /** Words drawn as a plain person, which the page says ("mummy" at Halloween: no mummy drawing yet). */
  standIns?: { asked: string; drawn: string }[]
  /** Things the action draws by code that the prompt named ("hose", "sandcastle"): named with what was drawn. */
  drawnThings: string[]
  /** Words the people reading drew (roles, tools, activities): no longer missing from the page. */
  claimed: Set<string>
  setting: SettingId | null
}
