import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// An event or a game is drawn at its venue (event-venues.ts): the pitch, the court, the running track, the
// street of a parade, the stage of a show, the fair of a fete.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const pieces = (prompt: string) => plan(prompt).props.filter((p) => p.concept.startsWith('*'))
const venue = (prompt: string) => pieces(prompt).map((p) => p.label)

describe('the venue an event or a game implies', () => {
  it("draws a sport's game on its ground, the sport's ball kept for the reading", () => {
    const p = plan('a quarterback throwing a long pass at the high school football game')
    expect(venue('a quarterback throwing a long pass at the high school football game')).toContain('pitch')
    expect(p.subjects.map((s) => s.concept)).toContain('soccer-ball')
    expect(p.leftOut).not.toContain('high school')
    expect(venue('a boy scoring a try at the rugby match')).toContain('pitch')
    expect(venue('a dad cheering at the cricket match')).toContain('cricket pitch')
  })

  it('draws a court game on the court, its net named as the court draws it', () => {
    const p = plan('a ball boy crouching by the net at a tennis match')
    expect(p.props.map((x) => x.concept)).toContain('*court')
    expect(p.leftOut).toEqual([])
    expect(venue('a girl playing tennis')).toContain('court')
    expect(venue('two girls at the basketball game')).toContain('court')
  })

  it('draws a race on foot on the running track, never a race of cars or horses, nor racing as a doing', () => {
    for (const prompt of [
      'two brothers in the three-legged race',
      'a girl winning the egg and spoon race',
      'children in the sack race',
      'a boy running in the relay race',
    ])
      expect(venue(prompt)).toContain('running track')
    expect(plan('children in the sack race').subjects.map((s) => s.concept)).toContain('sack')
    expect(venue('a runner in a race')).toContain('running track')
    expect(venue('a man shouting through a megaphone at the race')).not.toContain('running track')
    expect(venue('a horse race')).not.toContain('running track')
    expect(venue('a race car')).not.toContain('running track')
    expect(plan('two boys race to the tree').subjects.map((s) => s.label)).toContain('boys')
  })

  it('draws a parade in the street, named by its day or festival', () => {
    expect(venue("a girl waving a flag at the St Patrick's Day parade")).toContain('parade')
    expect(venue('a marching band in the parade')).toContain('parade')
    expect(plan('a marching band in the parade').setting).toBe('city')
  })

  it('draws a play, a concert or a show on the stage, never the children playing', () => {
    expect(venue('a girl in a curly wig doing Irish dancing on the stage')).toContain('stage')
    expect(venue('a boy as a shepherd in the nativity play')).toContain('stage')
    expect(venue('a girl singing at the school concert')).toContain('stage')
    expect(venue('a boy doing a magic trick at the talent show')).toContain('stage')
    expect(venue('the children play in the garden')).not.toContain('stage')
  })

  it('draws a fete at the fair and a changing room by its lockers', () => {
    expect(pieces('a girl on stilts at the school fete').map((p) => p.concept)).toContain('*fair')
    expect(venue('a footballer sitting in the changing room')).toContain('changing room')
  })
})

describe('an athletics meeting', () => {
  it('is held round the running track, as a sports day is', () => {
    expect(venue('a girl throwing the javelin at an athletics meeting')).toContain('running track')
    expect(venue('a boy clearing the high jump at the track and field meet')).toContain('running track')
  })
})
