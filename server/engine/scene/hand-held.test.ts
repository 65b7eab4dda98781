// Gear an activity implies, held in the hand at hand size (plan/activity-gear.ts, scene/hand-held.ts): the
// paddle, the bat, the bow, the hair dryer, the iron, the reporter's microphone at the mouth, binoculars at the eyes.
import { describe, expect, it } from 'vitest'
import { ingForm } from '../plan/taught-doing'
import { laidOut, near, plan } from './pose-test-kit'

const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('an activity’s gear, in the hand', () => {
  it('reads the gear a sport or a job implies, and not the game’s word as a thing', () => {
    expect(ids('two kids playing ping pong')).toContain('ping-pong')
    expect(ids('a boy playing cricket')).toContain('cricket-game')
    // "cricket" is the game here, not the insect.
    expect(ids('a boy playing cricket')).not.toContain('cricket')
    expect(ids('a girl shooting an arrow at a target')).toContain('bow-and-arrow')
    expect(ids('a hairdresser blow drying a lady’s hair')).toContain('hair-dryer')
    expect(ids('mom ironing shirts')).toContain('iron')
    expect(ids('a reporter')).toContain('microphone')
    expect(ids('a girl putting a golf ball into the hole')).toContain('flag-in-hole')
    // The board alone is no ironing; a cricket on a leaf is the insect.
    expect(ids('an ironing board')).not.toContain('iron')
    expect(ids('a cricket on a leaf')).toContain('cricket')
    expect(ids('a bat and a cricket')).not.toContain('cricket-game')
    // The player stays, the bat is the sport's; a baseball player's bat is the baseball bat.
    expect(ids('a cricket player holding a bat')).toEqual(expect.arrayContaining(['cricket-game', 'person']))
    expect(ids('a baseball player with a bat')).toContain('baseball-bat')
    expect(ids('a girl having a tea party with her stuffed animals')).toContain('teapot')
    // Fixing: a wrench for a machine or the plumbing, a hammer for anything else.
    expect(ids('a boy fixing his bike')).toContain('wrench')
    expect(ids('dad fixing the roof')).toContain('hammer')
    // Listening to a heartbeat: the stethoscope in the hand, the puppy still there.
    expect(ids("a vet listening to a puppy's heartbeat")).toEqual(
      expect.arrayContaining(['stethoscope', 'dog']),
    )
    // Named as the page's subjects say them: the cricket emoji is a bat and a ball.
    expect(plan('a boy playing cricket').subjects.map((s) => s.label)).toContain('cricket bat and ball')
    // The gear a sport or a chore implies is drawn (the golf club, the grooming brush: Colorly's own drawings).
    expect(ids('a girl playing golf')).toContain('golf-club')
    expect(ids('a girl brushing her pony')).toContain('grooming-brush')
    // Nothing drawn in another's place; a golfer alone names no club.
    expect(plan('a girl putting a golf ball into the hole').standIns).toEqual([])
    expect(plan('a golfer').leftOut).toEqual([])
  })

  it('reads a word with an accent as its plain letters', () => {
    expect(ids('kids hitting a piñata at a birthday party')).toContain('piata')
    expect(plan('a piñata').refusal).toBeNull()
  })

  it('draws a piggyback ride: the ride is not said left out', () => {
    const p = plan('a big brother giving his little sister a piggyback ride')
    expect(p.people?.action).toBe('shoulders')
    expect(p.leftOut).not.toContain('ride')
  })

  it('says the thing held is held', () => {
    const p = plan('a reporter holding a microphone')
    const mic = p.subjects.findIndex((s) => s.concept === 'microphone')
    expect(p.relations).toContainEqual(expect.objectContaining({ relation: 'holding', object: mic }))
  })

  it('holds a one-handed thing in the hand at hand size, not hugged at the size of a torso', () => {
    for (const prompt of [
      'a boy holding a cricket bat',
      'mom ironing shirts',
      'a boy holding a game controller',
      'a hairdresser blow drying a lady’s hair',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [holder] = drawn.figures
      const { held } = drawn.art
      expect(held, prompt).toBeDefined()
      expect(near(holder.handR, held, holder.headR * 0.3), prompt).toBe(true)
      // No taller than two heads and a half; a bat a little longer.
      expect(held.maxY - held.minY, prompt).toBeLessThan(holder.headR * 7.5)
      expect(held.maxX - held.minX, prompt).toBeLessThan(holder.headR * 5)
    }
    // A hugged thing (a teddy bear) keeps the arms' size.
    const bear = laidOut(plan('a girl holding a teddy bear')).drawn
    expect(bear.art.held.maxX - bear.art.held.minX).toBeGreaterThan(bear.figures[0].headR * 3)
  })

  it('brushes the teeth with the bristles on the mouth, not at the chin', () => {
    for (const prompt of ['a boy brushing his teeth', 'a girl brushing her teeth in the bathroom']) {
      const { drawn } = laidOut(plan(prompt))
      const [brusher] = drawn.figures
      const brush = drawn.art.held
      const mouth = { x: brusher.head.x, y: brusher.head.y + brusher.headR * 0.45 }
      expect(near(mouth, brush, 0), prompt).toBe(true)
      expect(brush.minY, prompt).toBeLessThan(brusher.head.y + brusher.headR * 0.3)
    }
  })

  it('holds a microphone up at the mouth and a bow out at arm’s length', () => {
    const mic = laidOut(plan('a reporter holding a microphone')).drawn
    const [reporter] = mic.figures
    expect(near(reporter.handL, mic.art.held, reporter.headR * 0.3)).toBe(true)
    expect(mic.art.held.minY).toBeLessThan(reporter.head.y + reporter.headR)
    const bow = laidOut(plan('a girl shooting an arrow at a target')).drawn
    const [archer] = bow.figures
    expect(archer.handR.x).toBeGreaterThan(archer.head.x + archer.headR * 3)
    expect(Math.abs(archer.handR.y - (archer.head.y + archer.headR * 2))).toBeLessThan(archer.headR * 1.5)
  })

  it('looks through binoculars: over the eyes, a hand either side, elbows out', () => {
    for (const prompt of ['a park ranger looking through binoculars', 'a boy with binoculars']) {
      const { drawn } = laidOut(plan(prompt))
      const [viewer] = drawn.figures
      const { held } = drawn.art
      expect(held, prompt).toBeDefined()
      expect(held.minY, prompt).toBeLessThan(viewer.head.y)
      expect(held.maxY, prompt).toBeGreaterThan(viewer.head.y)
      expect(near(viewer.handL, held, viewer.headR * 0.3), prompt).toBe(true)
      expect(near(viewer.handR, held, viewer.headR * 0.3), prompt).toBe(true)
      expect(viewer.handL.x, prompt).toBeLessThan(viewer.head.x)
      expect(viewer.handR.x, prompt).toBeGreaterThan(viewer.head.x)
    }
  })

  it('plays ping pong across a table: a player at each end, a paddle in the hand over it', () => {
    const { drawn } = laidOut(plan('two kids playing ping pong'))
    const [right, left] = drawn.figures
    expect(left).toBeDefined()
    expect(drawn.art.held && drawn.art['held-2']).toBeTruthy()
    // The players either side of the table's middle, each paddle between its player and the net.
    expect(left.head.x).toBeLessThan(right.head.x)
    expect(near(right.handL, drawn.art.held, right.headR * 0.4)).toBe(true)
    expect(near(left.handR, drawn.art['held-2'], left.headR * 0.4)).toBe(true)
    expect(drawn.art.held.minX).toBeLessThan(right.head.x)
    expect(drawn.art['held-2'].maxX).toBeGreaterThan(left.head.x)
    // Their hands at the table's height, not hanging at their sides or raised over their heads.
    expect(right.handL.y).toBeGreaterThan(right.head.y + right.headR)
    expect(right.handL.y).toBeLessThan(right.box.maxY - right.headR * 3)
  })

  it('draws what is taught or learned as done: teaching to fish is fishing', () => {
    expect(plan('a dad teaching his son to fish').people?.action).toBe('fish')
    expect(plan('a girl learning to ride a bike').people?.action).toBe('ride')
    expect(ingForm('swim')).toBe('swimming')
    expect(ingForm('tie')).toBe('tying')
    expect(ingForm('bake')).toBe('baking')
    expect(ingForm('fish')).toBe('fishing')
  })

  it('holds a thing up over the head when the words say up, at chest height otherwise', () => {
    const up = laidOut(plan('a girl holding up a trophy')).drawn
    const [girl] = up.figures
    expect(up.art.held.maxY).toBeLessThan(girl.head.y)
    expect(near(girl.handL, up.art.held, girl.headR * 0.4)).toBe(true)
    expect(near(girl.handR, up.art.held, girl.headR * 0.4)).toBe(true)
    const held = laidOut(plan('a girl holding a trophy')).drawn
    expect(held.art.held.maxY).toBeGreaterThan(held.figures[0].head.y + held.figures[0].headR)
  })
})

describe('held as itself, at the head', () => {
  it('holds a baby animal as itself, a baby as a baby', () => {
    expect(plan('a boy holding a baby chick').people?.action).toBe('hold')
    expect(laidOut(plan('a boy holding a baby chick')).drawn.art.held).toBeDefined()
    expect(plan('a mom holding a baby').people?.action).toBe('cradle')
  })

  it('works one’s own hair with the dryer or comb at the head, hand-sized, the hand on it', () => {
    for (const prompt of ['a girl holding a hair dryer', 'a girl brushing her hair']) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('hold')
      const { drawn } = laidOut(p)
      const [girl] = drawn.figures
      const { held } = drawn.art
      expect(held, prompt).toBeDefined()
      expect(near(girl.handL, held, girl.headR * 0.3), prompt).toBe(true)
      // Beside the head, at its height, no wider than the head and a bit.
      expect(girl.handL.y, prompt).toBeLessThan(girl.head.y + girl.headR)
      expect(held.maxX, prompt).toBeGreaterThan(girl.head.x - girl.headR * 1.2)
      expect(held.maxY - held.minY, prompt).toBeLessThan(girl.headR * 3)
      expect(held.maxX - held.minX, prompt).toBeLessThan(girl.headR * 3)
    }
  })
})

describe('a thing waved is in the raised hand', () => {
  it('a conductor waving his baton holds it up, never lays it on the ground beside him', () => {
    const { drawn } = laidOut(plan('a conductor waving his baton'))
    const [waver] = drawn.figures
    const baton = drawn.art.object
    expect(baton).toBeDefined()
    expect(near(waver.handR, baton, waver.headR * 0.3)).toBe(true)
    // Above the shoulders, not on the ground.
    expect(baton.minY).toBeLessThan(waver.head.y)
    // Hand-long, not a metre-long pole: its longest side under three head radii.
    expect(Math.max(baton.maxX - baton.minX, baton.maxY - baton.minY)).toBeLessThan(waver.headR * 3)
  })
})
