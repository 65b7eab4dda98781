// Poses drawn round their thing: in the bath or kneeling by it, the food at the mouth, the hand on the
// chalkboard, seated at the dinner table, chopping at the counter, the hand on the horse's neck, on the beam,
// the net swung up, the cello between the knees.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan, pocketsOf } from './pose-test-kit'

describe('reading the poses drawn round their thing', () => {
  it.each([
    ['a boy giving his dog a bath', 'bath', null],
    ['a girl taking a bubble bath', 'bath', null],
    ['a teacher writing on the chalkboard', 'chalkboard', 'classroom'],
    ['a family eating dinner at the table', 'dinner', 'kitchen'],
    ['a boy eating breakfast', 'dinner', 'kitchen'],
    ['a family sitting down to Thanksgiving dinner', 'dinner', 'kitchen'],
    ['a chef chopping vegetables', 'chop-food', 'kitchen'],
    ['a girl petting a horse', 'pet', null],
    ['a boy eating a sandwich at lunch', 'eat', null],
    ['a gymnast on the balance beam', 'beam', null],
    ['a girl catching butterflies with a net', 'net', null],
    ['a girl playing the cello', 'cello', null],
  ])('"%s" is %s', (prompt, action, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe(action)
    if (setting) expect(p.setting).toBe(setting)
  })

  it('reads these words as those poses only with their thing', () => {
    // A bath with no tub, a pet with no animal, a board that is not a chalkboard: not these poses.
    expect(plan('a boy with his pet').people?.action).not.toBe('pet')
    expect(plan('a girl at the kitchen counter').people?.action).not.toBe('chop-food')
  })

  it('names what the pose draws: the table, the chalk, the cook’s knife and vegetables', () => {
    const dinner = plan('a family eating dinner')
    expect(dinner.subjects.map((s) => s.concept)).toContain('table')
    const chop = plan('a chef chopping vegetables')
    expect(chop.leftOut).toEqual([])
    expect(chop.props.map((x) => x.label)).toEqual(expect.arrayContaining(['knife', 'vegetables']))
    for (const [prompt, thing] of [
      ['a gymnast on the balance beam', 'balance beam'],
      ['a girl catching butterflies with a net', 'net'],
      ['a girl playing the cello', 'cello'],
    ]) {
      const p = plan(prompt)
      expect(p.leftOut, prompt).toEqual([])
      // The balance beam is a drawing of its own now, a subject; the net and the cello are drawn by the pose.
      expect(
        [...p.subjects, ...p.props].map((x) => x.label),
        prompt,
      ).toContain(thing)
    }
    // The classroom wall's own board would be a second one behind the board written on.
    expect(plan('a teacher writing on the chalkboard').props.map((x) => x.concept)).not.toContain(
      '*classroom-wall',
    )
  })
})

describe('poses drawn round their thing, on the page', () => {
  it('sits the bather in the tub: the head over the rim, the body under it, inside its ends', () => {
    const { drawn } = laidOut(plan('a girl taking a bubble bath'))
    const [girl] = drawn.figures
    const { tub } = drawn.art
    expect(tub).toBeDefined()
    expect(girl.head.y).toBeLessThan(tub.minY)
    expect(girl.box.maxY).toBeGreaterThan(tub.minY + girl.headR)
    expect(girl.box.maxY).toBeLessThan(tub.maxY)
    expect(girl.head.x).toBeGreaterThan(tub.minX)
    expect(girl.head.x).toBeLessThan(tub.maxX)
    // Both hands up out of the bubbles.
    for (const hand of [girl.handL, girl.handR]) expect(hand.y).toBeLessThan(tub.minY)
  })

  it('stands the dog in the tub and the washer beside it, hands over the rim', () => {
    const { drawn } = laidOut(plan('a boy giving his dog a bath'))
    const [boy] = drawn.figures
    const { tub, washed } = drawn.art
    expect(tub).toBeDefined()
    expect(washed).toBeDefined()
    // The dog inside the tub's ends, its legs under the rim.
    expect(washed.minX).toBeGreaterThan(tub.minX)
    expect(washed.maxX).toBeLessThan(tub.maxX)
    expect(washed.maxY).toBeGreaterThan(tub.minY + boy.headR)
    expect(washed.minY).toBeLessThan(tub.minY)
    // The boy outside it on the left, a hand reaching over the rim.
    expect(boy.head.x).toBeLessThan(tub.minX)
    const hand = boy.handR.x > boy.handL.x ? boy.handR : boy.handL
    expect(near(hand, { ...tub, maxY: tub.minY + boy.headR }, boy.headR * 0.6)).toBe(true)
  })

  it('holds the food at the mouth, not in front of the chest', () => {
    for (const prompt of ['a boy eating a sandwich at lunch', 'a girl eating a slice of pizza']) {
      const { drawn } = laidOut(plan(prompt))
      const [eater] = drawn.figures
      const food = drawn.art.held
      expect(food, prompt).toBeDefined()
      const mouth = { x: eater.head.x + eater.headR * 0.3, y: eater.head.y + eater.headR * 0.45 }
      expect(near(mouth, food, eater.headR * 0.3), prompt).toBe(true)
      // Below the eyes, so the face still shows, and the hand holding it.
      expect(food.minY, prompt).toBeGreaterThan(eater.head.y - eater.headR * 0.2)
      expect(near(eater.handR, food, eater.headR * 0.2), prompt).toBe(true)
    }
  })

  it('raises the writer’s hand to the chalkboard beside her', () => {
    const { drawn } = laidOut(plan('a teacher writing on the chalkboard'))
    const [teacher] = drawn.figures
    const { board } = drawn.art
    expect(board).toBeDefined()
    expect(near(teacher.handL, board, 0)).toBe(true)
    expect(teacher.handL.y).toBeLessThan(teacher.head.y + teacher.headR)
    expect(teacher.head.x).toBeGreaterThan(board.maxX - teacher.headR * 2)
  })

  it('seats the family along the table, hands at its top, children off the ground', () => {
    const { drawn, groundY } = laidOut(plan('a family eating dinner at the table'))
    const { table, dish } = drawn.art
    expect(table).toBeDefined()
    expect(dish).toBeDefined()
    expect(drawn.figures.length).toBe(4)
    for (const f of drawn.figures) {
      expect(f.head.x).toBeGreaterThan(table.minX)
      expect(f.head.x).toBeLessThan(table.maxX)
      expect(f.head.y).toBeLessThan(table.minY)
      for (const hand of [f.handL, f.handR]) expect(Math.abs(hand.y - table.minY)).toBeLessThan(f.headR)
      // Whole figures: the feet show below the table's cloth.
      expect(f.box.maxY).toBeGreaterThan(table.minY + f.headR * 2)
    }
    // The children sit raised to the table: their feet hang above the floor.
    const kids = drawn.figures.slice(2)
    for (const kid of kids) expect(kid.box.maxY).toBeLessThan(groundY)
    // The dish stands on the table's top between the places.
    expect(Math.abs(dish.maxY - table.minY)).toBeLessThan(drawn.figures[0].headR)
  })

  it('chops behind the counter, the vegetable under one hand', () => {
    const { drawn } = laidOut(plan('a chef chopping vegetables'))
    const [chef] = drawn.figures
    const { counter, food } = drawn.art
    expect(counter).toBeDefined()
    expect(food).toBeDefined()
    for (const hand of [chef.handL, chef.handR])
      expect(Math.abs(hand.y - counter.minY)).toBeLessThan(chef.headR)
    expect(near(chef.handL, food, chef.headR * 0.6)).toBe(true)
    expect(food.maxY).toBeLessThan(counter.minY + chef.headR)
  })

  it('puts the hand on the horse’s neck, the horse facing the petter', () => {
    const { drawn } = laidOut(plan('a girl petting a horse'))
    const [girl] = drawn.figures
    const horse = drawn.art.petted
    expect(horse).toBeDefined()
    const h = horse.maxY - horse.minY
    expect(near(girl.handR, horse, 0)).toBe(true)
    expect(girl.handR.y).toBeLessThan(horse.minY + h * 0.5)
    expect(girl.handR.x).toBeLessThan(horse.minX + (horse.maxX - horse.minX) * 0.5)
  })
})

describe('poses with a thing drawn by code: the beam, the net, the cello', () => {
  it('stands the gymnast on the beam, up off the floor, arms out', () => {
    const { drawn, groundY } = laidOut(plan('a gymnast on the balance beam'))
    const [gymnast] = drawn.figures
    const { beam } = drawn.art
    expect(beam).toBeDefined()
    // The standing foot on the beam's top, not on the floor.
    expect(Math.abs(gymnast.box.maxY - beam.minY)).toBeLessThan(gymnast.headR * 0.8)
    expect(gymnast.box.maxY).toBeLessThan(groundY - gymnast.headR * 3)
    expect(Math.abs(gymnast.handR.x - gymnast.handL.x)).toBeGreaterThan(gymnast.headR * 6)
  })

  it('holds the net up from the hands, the butterfly at its hoop', () => {
    const { drawn } = laidOut(plan('a girl catching butterflies with a net'))
    const [girl] = drawn.figures
    const { net, butterfly } = drawn.art
    expect(net).toBeDefined()
    expect(butterfly).toBeDefined()
    // The handle starts at the hands; the hoop is up over the head.
    expect(near(girl.handR, net, girl.headR * 0.6)).toBe(true)
    expect(net.minY).toBeLessThan(girl.head.y)
    const hoop = { x: net.maxX, y: net.minY }
    expect(near(hoop, butterfly, girl.headR * 1.5)).toBe(true)
  })

  it('seats the cellist on the stool, the left hand up on the neck, the bow in the right', () => {
    const { drawn, groundY } = laidOut(plan('a girl playing the cello'))
    const [girl] = drawn.figures
    const { stool } = drawn.art
    expect(stool).toBeDefined()
    expect(girl.head.y).toBeLessThan(stool.minY)
    expect(girl.head.x).toBeGreaterThan(stool.minX)
    expect(girl.head.x).toBeLessThan(stool.maxX)
    // The feet on the floor in front of the stool; the neck hand up by the shoulder, left of the head.
    expect(Math.abs(girl.box.maxY - groundY)).toBeLessThan(girl.headR)
    expect(girl.handL.y).toBeLessThan(girl.head.y + girl.headR * 3)
    expect(girl.handL.x).toBeLessThan(girl.head.x - girl.headR * 0.8)
    expect(girl.handR.y).toBeGreaterThan(girl.handL.y)
  })

  it('draws them as closed regions', async () => {
    for (const prompt of [
      'a boy giving his dog a bath',
      'a girl taking a bubble bath',
      'a boy eating a sandwich at lunch',
      'a teacher writing on the chalkboard',
      'a family eating dinner at the table',
      'a chef chopping vegetables',
      'a girl petting a horse',
      'a gymnast on the balance beam',
      'a girl catching butterflies with a net',
      'a girl playing the cello',
    ]) {
      const { pockets, figures } = await pocketsOf(prompt)
      expect(pockets, prompt).toBeLessThanOrEqual(4 * figures + 2)
    }
  }, 90_000)
})
