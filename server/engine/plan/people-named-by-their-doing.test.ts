// People named by their sport, show, craft or role are drawn as a whole person, posed at it, with the thing that
// says who they are (sport-gear.ts for the sports and dances, trade-tools.ts for the crafts and roles), and
// words WordNet does not know ("kitesurfer", "fishermen", "morris dancers") are read as those people.
import { describe, expect, it } from 'vitest'
import { lemmatize } from '../vocabulary'
import { makePlan } from './make-plan'
import { personWho } from './person-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
const held = (prompt: string) => {
  const p = plan(prompt)
  const at = p.people?.object
  return at === null || at === undefined ? null : p.subjects[at].concept
}

describe('a person word WordNet does not know is a person', () => {
  it.each([
    ['fishermen', 'fisherman'],
    ['firemen', 'fireman'],
    ['policewomen', 'policewoman'],
    ['snowmen', 'snowman'],
    ['ramen', 'ramen'],
    ['stamen', 'stamen'],
    ['women', 'woman'],
  ])('%s is the plural of %s, or a word of its own', (word, lemma) => {
    expect(lemmatize(word)).toBe(lemma)
  })

  it.each([
    ['kitesurfer', 'casual'],
    ['breakdancer', 'casual'],
    ['showjumper', 'soccer'],
    ['bodyboarder', 'casual'],
    ['chocolatier', 'casual'],
  ])('%s: a noun or verb and a person word, or a trade in -ier, is a person', (word, role) => {
    expect(personWho(word)?.role).toBe(role)
  })

  it('counts plurals in -men and -s as two', () => {
    expect(personWho('fishermen')?.count).toBe(2)
    expect(personWho('kitesurfers')?.count).toBe(2)
  })

  it('leaves words that are no person alone', () => {
    expect(personWho('frontier')).toBeNull()
    expect(personWho('ramen')).toBeNull()
  })

  it.each([
    ['ice fishermen sitting by the frozen lake', 'fisherman'],
    ['morris dancers with bells on May morning', 'morris dancer'],
    ['a dry stone waller', 'stone waller'],
    ['a chocolatier dipping strawberries into melted chocolate', 'chocolatier'],
    ['a kitesurfer flying over the waves', 'kitesurfer'],
    ['a cooper hammering iron hoops onto a barrel', 'cooper'],
  ])('%s: drawn, never refused, the person kept', (prompt, word) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.people.length).toBeGreaterThan(0)
    expect(
      p.subjects.some((s) => s.label.includes(word) || s.label.includes(word.replace(/man$/, 'men'))),
    ).toBe(true)
  })
})

describe('a sport or dance player is posed at it with its gear', () => {
  it.each([
    ['a footballer', 'soccer', 'soccer-ball'],
    ['a kitesurfer', 'kite', 'kite'],
    ['a kayaker', 'boat', 'canoe'],
    ['a showjumper', 'ride', 'horse'],
    ['a mounted policewoman', 'ride', 'horse'],
    ['a racing driver', 'drive', 'race-car'],
    ['a diver', 'dive', 'diving-board'],
  ])('%s: the %s pose with the %s', (prompt, pose, gear) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(pose)
    expect(p.subjects.map((s) => s.concept)).toContain(gear)
  })

  it.each([
    ['an archer', 'bow-and-arrow'],
    ['a weightlifter', 'dumbbell'],
    ['morris dancers on May morning', 'bell'],
  ])('%s holds the %s', (prompt, thing) => {
    expect(held(prompt)).toBe(thing)
    expect(plan(prompt).people?.people.length).toBeGreaterThan(0)
  })

  it('a breakdancer spins; morris dancers dance', () => {
    expect(plan('a breakdancer').people?.action).toBe('spin')
    expect(plan('a morris dancer with his bells').people?.action).toBe('dance')
  })

  it('a boxer dog is a dog, and a thing named is the one drawn', () => {
    expect(drawn('a boxer dog playing with a ball')).not.toContain('boxing-glove')
    expect(drawn('a boxer')).not.toContain('boxing-glove')
    expect(drawn('a jockey on his horse').filter((c) => c === 'horse')).toHaveLength(1)
    expect(drawn('a mounted policeman on his big horse').filter((c) => c === 'horse')).toHaveLength(1)
    expect(drawn('a scuba diver with turtles')).not.toContain('diving-board')
  })
})

describe('a craft or a church and wedding role is drawn with its thing', () => {
  it.each([
    ['a chocolatier', 'chocolate-bar'],
    ['an auctioneer', 'gavel'],
    ['a bride', 'bouquet'],
    ['a bridesmaid', 'bouquet'],
    ['a vicar', 'book'],
    ['a pageboy', 'ring'],
    ['a busker', 'guitar'],
    ['a glassblower', 'vase'],
    ['a chimney sweep on the roof', 'broom'],
  ])('%s holds the %s', (prompt, thing) => {
    expect(held(prompt)).toBe(thing)
  })

  it.each([
    ['a cooper', 'barrel'],
    ['a saddler', 'saddle'],
    ['a dry stone waller', 'stone-wall'],
  ])('%s: the %s beside the worker, never said left out', (prompt, thing) => {
    expect(drawn(prompt)).toContain(thing)
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('a thing named by its last word is the prompt own: one wall, one wheel', () => {
    expect(drawn('a dry stone waller fitting stones into a wall')).not.toContain('stone-wall')
    expect(drawn('a potter at the wheel')).toContain('pottery-wheel')
  })
})

describe('a worker named by the thing flown or swung on', () => {
  it('a balloon pilot flies a hot air balloon, never a party balloon beside an airline pilot', () => {
    const p = plan('a balloon pilot')
    expect(p.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(['hot-air-balloon', 'person']))
    expect(p.people?.people.map((q) => q.role)).not.toContain('pilot')
    expect(
      drawn('a balloon pilot in the basket of a hot air balloon').filter((c) => c === 'hot-air-balloon'),
    ).toHaveLength(1)
  })

  it('a trapeze artist is the acrobat at the trapeze, never a painter', () => {
    const p = plan('a trapeze artist hanging under the big top')
    expect(p.subjects.map((s) => s.concept)).toContain('trapeze')
    expect(p.people?.people.map((q) => q.role)).not.toContain('artist')
    expect(p.leftOut).toEqual([])
  })
})
