// Poses where the figure uses what it acts with: flying flat, on the board, hands on the handle, on the sled,
// and an animal that the art shows only as a face sitting up whole with its food at its mouth.
import { describe, expect, it } from 'vitest'
import { pageSvg } from '../common'
import { PAGE_SIZES } from '../common/page-size'
import { svgToBitmap } from '../render/svg-to-png'
import { countWhiteRegions } from '../render/white-regions'
import { composeScene } from './compose-scene'
import { laidOut, near, plan, pocketsOf } from './pose-test-kit'
import { sittingBody } from './sitting-animal'

describe('reading what the figure does with its thing', () => {
  it.each([
    ['a superhero flying', 'fly', 'sky'],
    ['a boy swimming', 'swim', 'sea'],
    ['a man mowing the lawn', 'push', 'garden'],
    ['a mom pushing a stroller', 'push', null],
    ['dad vacuuming the living room', 'push', 'bedroom'],
    ['a boy skateboarding', 'skate', null],
    ['a girl ice skating', 'skate', 'snow'],
    ['kids sledding', 'sled', 'snow'],
    ['a girl doing a cartwheel', 'cartwheel', null],
    ['a woman doing yoga', 'yoga', null],
    ['an old farmer on his red tractor', 'ride', null],
    ['a girl hugging her dog', 'hold', null],
    ['a boy swinging on a swing', 'swing', null],
    ['a girl going down the slide at the playground', 'slide', null],
    ['a girl jumping on a trampoline', 'trampoline', null],
    ['a boy doing his homework at his desk', 'desk', null],
    ['a girl blowing out the candles on her birthday cake', 'cake', null],
    ['a baker decorating a cake', 'cake', null],
    ['mom and her daughter baking a cake together', 'cake', null],
    ['a kid roasting marshmallows over a campfire', 'roast', null],
    ['a girl hiking up a mountain', 'hike', null],
  ])('"%s" is %s', (prompt, action, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe(action)
    if (setting) expect(p.setting).toBe(setting)
  })

  it('names the thing the activity is done on, drawn though the prompt names only the activity', () => {
    expect(plan('a boy skateboarding').subjects.map((s) => s.concept)).toContain('skateboard')
    expect(plan('a man mowing the lawn').subjects.map((s) => s.concept)).toContain('lawn-mower')
  })

  it('puts the tool a verb needs in the hands when the prompt does not name it', () => {
    for (const [prompt, tool] of [['a boy dusting the shelves', 'feather-duster']]) {
      const p = plan(prompt)
      expect(p.people?.action, prompt).toBe('hold')
      expect(p.subjects[p.people?.object ?? -1]?.concept, prompt).toBe(tool)
    }
    // The fence's brush is drawn in the hand at the fence (hand-actions.ts), its subject absorbed.
    const fence = plan('a man painting the fence')
    expect(fence.people?.action).toBe('tool-on')
    expect(fence.people?.absorbed.map((i) => fence.subjects[i].concept)).toContain('paintbrush')
  })

  it('swings the hammer a blow needs up in the raised hand (body-act-items.ts)', () => {
    const p = plan('a builder hammering a nail')
    expect(p.people?.action).toBe('strike')
    expect(p.subjects.map((s) => s.concept)).toContain('hammer')
  })

  it('does not read flying with a thing, or pushing with nothing to push, as those poses', () => {
    expect(plan('a boy flying a kite').people?.action).toBe('kite')
    expect(plan('a girl pushing a friend').people?.action).not.toBe('push')
  })
})

describe('poses on the page', () => {
  it('flies a superhero flat, head first, in a cape', () => {
    const p = plan('a superhero flying')
    expect(p.people?.people[0].role).toBe('superhero')
    const [hero] = laidOut(p).drawn.figures
    const w = hero.box.maxX - hero.box.minX
    const h = hero.box.maxY - hero.box.minY
    expect(w).toBeGreaterThan(h * 1.3)
    // The reaching fist is ahead of the head, the head ahead of the rest of the body.
    expect(hero.handR.x).toBeGreaterThan(hero.head.x)
    expect(hero.head.x).toBeGreaterThan(hero.box.minX + w * 0.6)
  })

  it('puts the hands on the handle of what is pushed', () => {
    for (const prompt of [
      'a man mowing the lawn',
      'a mom pushing a stroller',
      'a man pushing a shopping cart',
      'dad vacuuming the living room',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const [pusher] = drawn.figures
      const thing = drawn.art.pushed
      expect(thing, prompt).toBeDefined()
      // In front of the pusher, the hands at its near top corner (its handle).
      expect(thing.minX, prompt).toBeGreaterThan(pusher.head.x)
      const corner = {
        minX: thing.minX,
        minY: thing.minY,
        maxX: thing.minX + (thing.maxX - thing.minX) * 0.3,
        maxY: thing.minY + (thing.maxY - thing.minY) * 0.45,
      }
      const grip = { x: (pusher.handL.x + pusher.handR.x) / 2, y: (pusher.handL.y + pusher.handR.y) / 2 }
      expect(near(grip, corner, pusher.headR * 1.5), prompt).toBe(true)
    }
  })

  it('stands the skater on the board and the rider on the scooter, hands on its bar', () => {
    const board = laidOut(plan('a boy skateboarding')).drawn
    const deck = board.art.board
    const [skater] = board.figures
    expect(skater.box.maxY).toBeGreaterThan(deck.minY - skater.headR * 0.3)
    expect(skater.box.maxY).toBeLessThan(deck.maxY)
    expect(skater.head.x).toBeGreaterThan(deck.minX)
    expect(skater.head.x).toBeLessThan(deck.maxX)

    const scooter = laidOut(plan('a girl riding a scooter')).drawn
    const mount = scooter.art.mount
    const [rider] = scooter.figures
    const mh = mount.maxY - mount.minY
    // Feet on the deck near the bottom, not sitting halfway up.
    expect(rider.box.maxY).toBeGreaterThan(mount.maxY - mh * 0.3)
    expect(rider.box.maxY).toBeLessThan(mount.maxY)
    expect(Math.min(rider.handL.y, rider.handR.y)).toBeLessThan(mount.minY + mh * 0.25)
  })

  it('turns the cartwheeler upside down, hands on the ground beside the head, feet in the air', () => {
    const p = plan('a girl doing a cartwheel')
    const { drawn, groundY } = laidOut(p)
    const [girl] = drawn.figures
    expect(girl.box.minY).toBeLessThan(girl.head.y - girl.headR * 4)
    for (const hand of [girl.handL, girl.handR]) {
      expect(hand.y).toBeGreaterThan(girl.head.y - girl.headR)
      expect(Math.abs(hand.y - groundY)).toBeLessThan(girl.headR * 1.2)
    }
    expect(Math.min(girl.handL.x, girl.handR.x)).toBeLessThan(girl.head.x - girl.headR)
    expect(Math.max(girl.handL.x, girl.handR.x)).toBeGreaterThan(girl.head.x + girl.headR)
  })

  it('seats the sitter on the chair, the armchair or the bench, not on the ground beside it', () => {
    for (const prompt of [
      'a boy sitting on a chair',
      'grandpa taking a nap in his armchair',
      'a grandma sitting on a park bench',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      const seat = drawn.art.seat
      const [sitter] = drawn.figures
      expect(seat, prompt).toBeDefined()
      // In front of the seat, centred on it, head above it and feet on the ground before it.
      expect(sitter.head.x, prompt).toBeGreaterThan(seat.minX)
      expect(sitter.head.x, prompt).toBeLessThan(seat.maxX)
      expect(sitter.head.y, prompt).toBeLessThan(seat.minY + (seat.maxY - seat.minY) * 0.4)
      expect(Math.abs(sitter.box.maxY - seat.maxY), prompt).toBeLessThan(sitter.headR * 1.5)
    }
  })

  it('seats the sledders on the sled', () => {
    const { drawn } = laidOut(plan('kids sledding'))
    const sled = drawn.art.sled
    expect(drawn.figures.length).toBe(2)
    for (const kid of drawn.figures) {
      expect(kid.head.x).toBeGreaterThan(sled.minX)
      expect(kid.head.x).toBeLessThan(sled.maxX)
      // Sitting on its top: the body above the sled, the seat not below its top third.
      expect(kid.head.y).toBeLessThan(sled.minY)
      expect(kid.box.maxY).toBeLessThan(sled.minY + (sled.maxY - sled.minY) * 0.35)
    }
  })

  it('draws the new poses as closed regions', async () => {
    for (const prompt of [
      'a superhero flying',
      'a boy swimming',
      'a man mowing the lawn',
      'kids sledding',
      'a girl ice skating',
      'a boy swinging on a swing',
      'a girl going down the slide at the playground',
      'a girl jumping on a trampoline',
      'a boy doing his homework at his desk',
      'mom and her daughter baking a cake together',
      'a kid roasting marshmallows over a campfire',
      'a girl hiking up a mountain',
    ]) {
      const { pockets, figures } = await pocketsOf(prompt)
      expect(pockets, prompt).toBeLessThanOrEqual(4 * figures + 2)
    }
  }, 60_000)
})

describe('poses at the playground and at the table', () => {
  it('seats the swinger on the swing, feet off the ground, hands up on the ropes', () => {
    const { drawn, groundY } = laidOut(plan('a boy swinging on a swing'))
    const [boy] = drawn.figures
    expect(boy.box.maxY).toBeLessThan(groundY - boy.headR * 0.5)
    for (const hand of [boy.handL, boy.handR]) expect(hand.y).toBeLessThan(boy.head.y)
    expect(Math.abs(boy.handR.x - boy.handL.x)).toBeGreaterThan(boy.headR * 2.5)
  })

  it('sits the slider on the slide, up off the ground, not beside it', () => {
    const { drawn } = laidOut(plan('a girl going down the slide at the playground'))
    const slide = drawn.art.slide
    const [girl] = drawn.figures
    expect(slide).toBeDefined()
    const h = slide.maxY - slide.minY
    expect(girl.head.x).toBeGreaterThan(slide.minX)
    expect(girl.head.x).toBeLessThan(slide.maxX)
    expect(girl.box.maxY).toBeLessThan(slide.maxY - h * 0.25)
    expect(girl.head.y).toBeLessThan(slide.minY + h * 0.4)
  })

  it('jumps in the air over the trampoline, which the page names as drawn', () => {
    const p = plan('a girl jumping on a trampoline')
    expect(p.props.map((x) => x.label)).toContain('trampoline')
    const { drawn, groundY } = laidOut(p)
    const [girl] = drawn.figures
    // Above the bed, which stands a couple of head radii over the ground.
    expect(girl.box.maxY).toBeLessThan(groundY - girl.headR * 3)
  })

  it('sits the homework doer behind the desk, the pencil in the hand on it', () => {
    const p = plan('a boy doing his homework at his desk')
    expect(p.subjects.map((x) => x.concept)).toEqual(expect.arrayContaining(['desk', 'pencil']))
    const { drawn, groundY } = laidOut(p)
    const [boy] = drawn.figures
    const { pencil } = drawn.art
    expect(pencil).toBeDefined()
    expect(near(boy.handR, pencil, boy.headR * 0.5)).toBe(true)
    // Up at a desk's height, not sitting on the ground with a desk beside him.
    expect(Math.max(boy.handL.y, boy.handR.y)).toBeLessThan(groundY - boy.headR * 3.5)
  })

  it('puts the cake on the table before the face, or between the hands', () => {
    const blow = laidOut(plan('a girl blowing out the candles on her birthday cake')).drawn
    const [girl] = blow.figures
    const cake = blow.art.cake
    expect(cake).toBeDefined()
    // The candles' tops just under the chin, the cake centred on her.
    expect(cake.minY).toBeGreaterThan(girl.head.y)
    expect(cake.minY).toBeLessThan(girl.head.y + girl.headR * 2.5)
    expect(Math.abs((cake.minX + cake.maxX) / 2 - girl.head.x)).toBeLessThan(girl.headR)
    const bake = laidOut(plan('a baker decorating a cake')).drawn
    const [baker] = bake.figures
    for (const hand of [baker.handL, baker.handR]) expect(near(hand, bake.art.cake, baker.headR)).toBe(true)
  })
})

describe('hiking up the slope', () => {
  it('stands the hiker up on the mountain, not on the ground beside it', () => {
    const { drawn, groundY } = laidOut(plan('a girl hiking up a mountain'))
    const [girl] = drawn.figures
    expect(girl.box.maxY).toBeLessThan(groundY - girl.headR * 2)
  })
})

describe('roasting over the fire', () => {
  it('holds a stick from the hands out over the fire, the marshmallow named as drawn', () => {
    const p = plan('a kid roasting marshmallows over a campfire')
    expect(p.props.map((x) => x.label)).toContain('marshmallows')
    // The marshmallow's own drawing goes on the stick, and the fire is what the stick reaches over.
    const at = (id: string) => p.subjects.findIndex((s) => s.concept === id)
    expect(p.people?.object).toBe(at('fire'))
    if (at('marshmallow') >= 0) expect(p.people?.absorbed).toContain(at('marshmallow'))
    const { drawn } = laidOut(p)
    const [kid] = drawn.figures
    const fire = drawn.art.fire
    expect(fire).toBeDefined()
    // The fire in front of the roaster, the hands reaching towards it with the stick, not hanging at the sides.
    const hand = { x: (kid.handL.x + kid.handR.x) / 2, y: (kid.handL.y + kid.handR.y) / 2 }
    expect(fire.minX).toBeGreaterThan(kid.head.x)
    expect(hand.x).toBeGreaterThan(kid.head.x + kid.headR)
    expect(fire.minX - hand.x).toBeLessThan(kid.headR * 6)
  })
})

describe('an animal eating, drawn whole', () => {
  it('holds the food at the mouth in both paws', () => {
    const b = sittingBody(1.1)
    const food = { x: (b.food.minX + b.food.maxX) / 2, y: (b.food.minY + b.food.maxY) / 2 }
    expect(Math.hypot(food.x - b.mouth.x, food.y - b.mouth.y)).toBeLessThan(0.4)
    for (const paw of b.paws) expect(near(paw, b.food, b.paw)).toBe(true)
    // The face sits on the body, which sits on the ground.
    expect(b.face.maxY).toBeGreaterThan(b.body.c.y - b.body.ry)
    expect(b.body.c.y + b.body.ry).toBeCloseTo(0, 2)
  })

  it('draws a panda eating bamboo sitting up, not as a face', () => {
    const p = plan('a panda eating bamboo')
    const scene = composeScene(p)
    const [panda, bamboo] = scene.placed
    const w = panda.maxX - panda.minX
    const h = panda.maxY - panda.minY
    // The face alone is about as tall as wide; the whole animal sitting is much taller.
    expect(h).toBeGreaterThan(w * 1.3)
    const mid = { x: (bamboo.minX + bamboo.maxX) / 2, y: (bamboo.minY + bamboo.maxY) / 2 }
    expect(mid.y).toBeLessThan(panda.minY + h * 0.55)
    expect(Math.abs(mid.x - (panda.minX + panda.maxX) / 2)).toBeLessThan(w * 0.15)
  })

  it('puts the nut at the squirrel mouth, on the side it faces', () => {
    const [squirrel, nut] = composeScene(plan('a squirrel eating a nut')).placed
    const w = squirrel.maxX - squirrel.minX
    expect((nut.minX + nut.maxX) / 2).toBeLessThan(squirrel.minX + w * 0.3)
  })
})

describe('tools used on what they work', () => {
  it.each([
    ['a man shoveling snow', 'push', 'shovel'],
    ['a boy raking leaves', 'push', 'rake'],
    ['a girl skiing down a mountain', 'ski', 'skis'],
    ['a lumberjack cutting down a tree', 'chop', 'axe'],
    ['a girl writing a letter', 'desk', 'pencil'],
  ])('"%s" is %s with the %s among what the page names', (prompt, action, tool) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe(action)
    expect(p.subjects.map((s) => s.concept)).toContain(tool)
  })

  it('puts the shovel and the rake in the hands, their working end on the ground before the worker', () => {
    for (const prompt of ['a man shoveling snow', 'a boy raking leaves']) {
      const { drawn, groundY } = laidOut(plan(prompt))
      const [worker] = drawn.figures
      const tool = drawn.art.pushed
      expect(tool, prompt).toBeDefined()
      expect(tool.maxY, prompt).toBeCloseTo(groundY, -1)
      const grip = { x: (worker.handL.x + worker.handR.x) / 2, y: (worker.handL.y + worker.handR.y) / 2 }
      expect(near(grip, tool, worker.headR), prompt).toBe(true)
      expect(tool.maxX, prompt).toBeGreaterThan(worker.head.x + worker.headR)
    }
    // The raked leaves lie on the ground beyond the rake's teeth.
    const { drawn } = laidOut(plan('a boy raking leaves'))
    expect(drawn.art.leaf0.minX).toBeGreaterThan(drawn.art.pushed.maxX)
  })

  it('stands the skier up on the slope, and the chopper at the trunk with the axe', () => {
    const ski = laidOut(plan('a girl skiing down a mountain'))
    const [girl] = ski.drawn.figures
    expect(girl.box.maxY).toBeLessThan(ski.groundY - girl.headR * 2)
    const chop = laidOut(plan('a lumberjack cutting down a tree'))
    const [man] = chop.drawn.figures
    const tree = chop.drawn.art.tree
    expect(tree).toBeDefined()
    // Beside the trunk, facing it, the hands reaching towards it below the shoulders.
    const trunk = (tree.minX + tree.maxX) / 2
    expect(man.head.x).toBeGreaterThan(trunk)
    const hand = { x: (man.handL.x + man.handR.x) / 2, y: (man.handL.y + man.handR.y) / 2 }
    expect(hand.x).toBeLessThan(man.head.x)
    expect(hand.x - trunk).toBeLessThan(man.headR * 6)
  })

  it('draws skiing and chopping as closed regions', async () => {
    for (const prompt of ['a girl skiing down a mountain', 'a lumberjack cutting down a tree']) {
      const { drawn, placed } = laidOut(plan(prompt))
      const svg = placed.map((p) => p.svg).join('')
      const bitmap = await svgToBitmap(pageSvg(PAGE_SIZES.letter, svg), 1275)
      const pockets = countWhiteRegions(bitmap).sizes.filter((size) => size >= 10 && size < 300)
      expect(pockets.length, prompt).toBeLessThanOrEqual(4 * drawn.figures.length + 2)
    }
  }, 60_000)
})
