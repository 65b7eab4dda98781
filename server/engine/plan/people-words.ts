// The words that name a person, and who each is (role, age, look, how many): "a police officer", "a girl", "a
// family". read-people.ts finds them in the prompt; more-people.ts and person-words.ts find the ones this
// table does not list.

import type { Age, PlanPerson, RoleId } from './people-plan'
import { personWho } from './person-words'
import { SPORT_PEOPLE } from './sport-gear'

export type Who = {
  role: RoleId
  age?: Age
  look?: PlanPerson['look']
  count?: number
  group?: 'family' | 'kids'
}

// Words that name a person, and who they are. Several words first ("police officer").
export const WHO: [string, Who][] = [
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
  // "Sikh families joining the procession": drawn as one family, as many as a page holds.
  ['families', { role: 'casual', count: 4, group: 'family' }],
  // Two people together: a man and a woman.
  ['couple', { role: 'casual', count: 2 }],
  ['barista', { role: 'chef' }],
  // The one who plays the records at a party (plan/implied-gear.ts gives the headphones).
  ['disc jockey', { role: 'casual' }],
  // Children out at Halloween, dressed in costume by `dressedFor`.
  ['trick or treater', { role: 'casual', age: 'child' }],
  ['trick or treaters', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['dj', { role: 'casual' }],
  // Scouts are children on a page (WordNet's first scout keeps watch, its second is the Boy or Girl Scout).
  ['scout', { role: 'casual', age: 'child' }],
  ['scouts', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
  ['cub scout', { role: 'casual', age: 'child', look: 'man' }],
  ['cub scouts', { role: 'casual', age: 'child', count: 2, group: 'kids' }],
]
export const WHO_WORDS = new Set(WHO.map(([w]) => w))

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean)
}

export const isPersonWord = (w: string) => WHO_WORDS.has(w)
/** Who a person word names, by the table, else by WordNet ("grandma", "grandad"). */
export const whoNamed = (label: string) =>
  WHO.find(([w]) => w === label.toLowerCase())?.[1] ?? personWho(label.toLowerCase()) ?? undefined
export const isSomeone = (w: string) => isPersonWord(w) || personWho(w) !== null
