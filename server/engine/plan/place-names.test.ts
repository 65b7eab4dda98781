import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { captionName } from './place-caption'
import { placeOwnsNoThing, readPlaceNames } from './place-names'

// A real place named where something happens is drawn as its kind: a town, a river, an island, a park, a country
// or a region lettered with its name (plan/place-caption.ts); a country is its landscape only where nothing named
// has a place of its own; a place the prompt names otherwise wins, the name still lettered; the subject is never
// refused for the place's name.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a named place drawn as its kind', () => {
  it.each([
    // Seaside towns: the beach.
    ['a donkey ride at Skegness', 'Skegness', 'beach', 'beach', 'donkey'],
    ['a boy building a sandcastle in Brighton', 'Brighton', 'beach', 'beach', 'sandcastle'],
    ['fish and chips in Scarborough', 'Scarborough', 'beach', 'beach', 'fish'],
    // A child goes there (plan/implied-doer.ts): the going is someone's.
    ['going to Blackpool', 'Blackpool', 'beach', 'beach', 'person'],
    // Cities and towns: the street and its skyline.
    ['a tram in Manchester', 'Manchester', 'city', 'city', 'tram'],
    ['a cable car in Lisbon', 'Lisbon', 'city', 'city', 'cable-car'],
    ['a bus in Hong Kong', 'Hong Kong', 'city', 'city', 'bus'],
    // A town is its houses, not a city's towers.
    ['a star over Bethlehem', 'Bethlehem', 'town', 'meadow', 'star'],
    ['a cat in Bath', 'Bath', 'town', 'meadow', 'cat'],
    ['a day at Skegness', 'Skegness', 'beach', 'beach', 'palm-tree'],
    ['Christmas in Lapland', 'Lapland', 'snowy land', 'snow', 'snowman'],
    // A thing named in two words is no place: "ice cream" names no ice.
    ['an ice cream at Blackpool', 'Blackpool', 'beach', 'beach', 'ice-cream'],
    ['a house in the Cotswolds', 'Cotswolds', 'hills', 'meadow', 'house'],
    // National parks and lands of mountains, hills and lakes.
    ['a bear in Yellowstone', 'Yellowstone', 'forest', 'forest', 'bear'],
    ['a family camping in Yosemite', 'Yosemite', 'forest', 'forest', 'tent'],
    ['a family picnic in Snowdonia', 'Snowdonia', 'mountains', 'meadow', 'mountain'],
    ['a walk in the Cotswolds', 'Cotswolds', 'hills', 'meadow', 'person-walking'],
    // Water by name.
    ['a boat on the Thames', 'Thames', 'river', 'sea', 'sailboat'],
    ['a steamboat on the Mississippi', 'Mississippi', 'river', 'sea', 'steamboat'],
    ['a whale in the Pacific', 'Pacific', 'ocean', 'ocean', 'whale'],
    // Islands and beach countries.
    ['a lighthouse on the Isle of Wight', 'Isle of Wight', 'island', 'beach', 'lighthouse'],
    ['a surfer in Hawaii', 'Hawaii', 'beach', 'beach', 'person-surfing'],
    ['a girl in Hawaii', 'Hawaii', 'beach', 'beach', 'girl'],
    ['a dog in Scotland', 'Scotland', 'hills', 'meadow', 'dog'],
    // In lower case, a name that is no common word.
    ['a tram in manchester', 'manchester', 'city', 'city', 'tram'],
    // A place named alone, or first, is a page of it.
    ['Skegness', 'Skegness', 'beach', 'beach', 'palm-tree'],
    ['the Lake District at sunset', 'Lake District', 'lake', 'forest', 'tree'],
    ['Skegness beach with donkeys', 'Skegness beach', 'beach', 'beach', 'donkey'],
    ['Yosemite with a waterfall down the cliff', 'Yosemite', 'forest', 'forest', 'waterfall'],
    // A seaside town's pier stands at the seaside.
    ['a walk along Brighton pier', 'Brighton pier', 'pier', 'beach', 'person-walking'],
    // Title case says nothing of names, but a place is still a place.
    ['A Bear In Yellowstone', 'Yellowstone', 'forest', 'forest', 'bear'],
  ])('%s: drawn as its kind, lettered or said', (prompt, asked, drawn, setting, subject) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.caption, prompt).toBe(captionName(asked))
    expect(p.leftOut, prompt).not.toContain(asked)
    expect(drawn).toBeTruthy()
    expect(p.setting, prompt).toBe(setting)
    expect(
      p.subjects.map((s) => s.concept),
      prompt,
    ).toContain(subject)
  })

  it('reads "the Lake District" as its lakes and hills, not a lake called District', () => {
    const p = plan('a picnic in the Lake District')
    expect(p.caption).toBe('Lake District')
    expect(p.setting).toBe('forest')
    expect(p.props.map((x) => x.label)).toContain('lake')
  })

  it('draws a named venue as itself and says its whole name', () => {
    const zoo = plan('a giraffe at Chester Zoo')
    expect(zoo.setting).toBe('zoo')
    expect(zoo.caption).toBe('Chester Zoo')
    const beach = plan('donkeys on Brighton beach')
    expect(beach.setting).toBe('beach')
    expect(beach.caption).toBe('Brighton Beach')
    expect(beach.leftOut).toEqual([])
  })

  it('draws a theme park by name as the fair, no character in it', () => {
    const p = plan('a day at Disneyland')
    expect(p.refusal).toBeNull()
    expect(p.standIns).toContainEqual({ asked: 'Disneyland', drawn: 'theme park' })
    expect(p.props.map((x) => x.concept)).toContain('*fair')
  })
})

describe('a country or region', () => {
  it.each([
    ['a koala in Queensland', 'Queensland', 'koala'],
    ['a kangaroo in Australia', 'Australia', 'kangaroo'],
    ['a panda in China', 'China', 'panda'],
    ['a castle in Scotland', 'Scotland', 'castle'],
    ['a lighthouse in Cornwall', 'Cornwall', 'lighthouse'],
    ['a camel in Morocco', 'Morocco', 'camel'],
    ['a moose in Canada', 'Canada', 'moose'],
  ])('%s: the subject keeps its own place, the name lettered', (prompt, asked, subject) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.caption, prompt).toBe(asked)
    expect(p.leftOut, prompt).not.toContain(asked)
    expect(
      p.standIns.map((s) => s.asked),
      prompt,
    ).not.toContain(asked)
    expect(concepts(prompt), prompt).toContain(subject)
  })
})

describe('what the prompt names wins over the name', () => {
  it('keeps a setting the prompt names, the town lettered', () => {
    const p = plan('a dog on the beach in Bournemouth')
    expect(p.setting).toBe('beach')
    expect(p.caption).toBe('Bournemouth')
    const snow = plan('a snowman in the garden in Manchester')
    expect(snow.setting).toBe('garden')
    expect(snow.caption).toBe('Manchester')
    expect(snow.leftOut).not.toContain('Manchester')
    expect(snow.standIns).toEqual([])
  })

  it('leaves a city drawn by its own landmark to it', () => {
    const p = plan('a double decker bus in London')
    expect(p.leftOut).toEqual([])
    expect(p.props.map((x) => x.concept)).toContain('*skyline')
  })

  it('never refuses a page for the place: a doing with nothing drawn is refused for the doing', () => {
    // A pastime with no one named is a child doing it (plan/implied-doer.ts), in the place's kind of land.
    const p = plan('skiing in Colorado')
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe('ski')
    expect(p.caption).toBe('Colorado')
    expect(plan('the nativity in Bethlehem').refusal?.error).toMatch(/'nativity'/)
    expect(plan('a day at the seaside in Blackpool').refusal).toBeNull()
    // A person is drawn by the people reader: the place is still theirs.
    expect(plan('a fisherman in Whitby').setting).toBe('beach')
  })

  it('reads a first word that is also a common word, or names a kind of thing, as the reading does', () => {
    expect(concepts('Turkey on a plate')).toContain('turkey')
    expect(readPlaceNames('Nice day at the beach').standIns).toEqual([])
    expect(readPlaceNames('a Shetland pony').standIns).toEqual([])
    expect(readPlaceNames('Yorkshire pudding').standIns).toEqual([])
    expect(readPlaceNames('Florence at the beach').standIns).toEqual([])
    expect(readPlaceNames('kids with face paint on Canada Day')).toMatchObject({ standIns: [], said: [] })
    // A thing of a kind with a drawing by name is the reading's: the waterfall, not the town of Niagara Falls.
    expect(readPlaceNames('Niagara Falls with a boat at the bottom').standIns).toEqual([])
    // A hill named is the page's own place: the city is lettered, not drawn over it.
    const lisbon = readPlaceNames('a cable car going up a hill in Lisbon')
    expect(lisbon.rest).toBe('a cable car going up a hill')
    expect(lisbon.standIns).toEqual([{ asked: 'Lisbon', drawn: 'place', lettered: true }])
  })

  it('reads a given name after "to" as the person', () => {
    expect(readPlaceNames('a letter to Charlotte').standIns).toEqual([])
    expect(readPlaceNames('a teacup made of china').standIns).toEqual([])
    expect(readPlaceNames('a panda in china').standIns).toEqual([])
  })
})

describe('a place written as the owner of what follows is where it is', () => {
  const planOf = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it("reads Hong Kong's skyscrapers as the skyscrapers in Hong Kong, its name lettered, nothing said", () => {
    const junk = planOf("a junk boat in the harbour with Hong Kong's skyscrapers")
    expect(junk.leftOut).toEqual([])
    expect(junk.caption).toBe('Hong Kong')
    expect(planOf("a tram with Hong Kong's skyscrapers behind").leftOut).toEqual([])
  })

  it('moves only a place: a given name or a saint stays the owner', () => {
    expect(placeOwnsNoThing("with Hong Kong's skyscrapers")).toBe('with skyscrapers in Hong Kong')
    expect(placeOwnsNoThing("Emma's castle")).toBe("Emma's castle")
    expect(placeOwnsNoThing("a cross for St Brigid's Day")).toBe("a cross for St Brigid's Day")
  })
})
