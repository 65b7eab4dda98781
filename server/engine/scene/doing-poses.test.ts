// Poses other prompts reuse, drawn round their thing: seated at a wheel, an arm thrown, reaching up into a tree
// or down to the plants, a child on the shoulders, a hand at the ear, an eye at a telescope.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('reading the poses of people doing things', () => {
  it.each([
    ['a woman driving a car', 'drive', 'car'],
    ['a bus driver driving a bus', 'drive', 'bus'],
    ['a man driving a car', 'drive', 'car'],
    ['a boy throwing a ball for his dog', 'throw', 'soccer-ball'],
    ['a boy throwing a paper airplane', 'throw', 'paper-plane'],
    ['a girl picking apples from a tree', 'pick', 'apple'],
    ['a girl picking strawberries', 'pick', 'strawberry'],
    ['a farmer picking corn', 'pick', 'ear-of-corn'],
    ['a dad carrying his son on his shoulders', 'shoulders', null],
    ['a girl talking on the phone', 'phone', 'mobile-phone'],
    ['a boy looking through a telescope at the stars', 'telescope', 'telescope'],
    ['a kid washing his hands at the sink', 'sink', null],
    ['a girl washing the dishes', 'sink', null],
    ['Draw a boy drawing with crayons', 'color', null],
    ['a girl riding the carousel', 'carousel', 'carousel'],
    ['a farmer milking a cow', 'milk', 'cow'],
    ['a boy blowing on a dandelion', 'blow', null],
    ['a girl blowing bubbles', 'blow', null],
    ['a construction worker driving a bulldozer', 'drive', 'bulldozer'],
    ['a zookeeper washing an elephant', 'scrub', 'elephant'],
    ['a boy helping his dad wash the car', 'scrub', 'car'],
    ['a boy climbing a tree', 'climb', 'tree'],
    ['a rock climber climbing a cliff', 'climb', null],
    ['a mail carrier putting letters in a mailbox', 'post', 'closed-mailbox-with-raised-flag'],
    ['a boy taking out the trash', 'trash', null],
  ])('"%s" is %s with its thing', (prompt, action, thing) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(p.people?.action).toBe(action)
    const object = p.people?.object
    if (thing) expect(object !== null && object !== undefined && p.subjects[object].concept).toBe(thing)
  })

  it('reads these words as those poses only with their thing', () => {
    // No car to drive, nothing to throw, nothing picked, one person: not these poses.
    expect(plan('a girl driving to school').people?.action).not.toBe('drive')
    expect(plan('a boy picking up his toys').people?.action).not.toBe('pick')
    expect(plan('a girl with a phone').people?.action).not.toBe('phone')
    expect(plan('a telescope').people).toBeFalsy()
    // A surgeon is drawn whole, dressed as the doctor WordNet says a surgeon is (plan/person-words.ts), and a vet
    // drawn whole as a vet: no stand-in.
    const surgeon = plan('a surgeon with a puppy')
    expect(surgeon.leftOut).not.toContain('surgeon')
    expect(surgeon.people?.people[0].role).toBe('doctor')
    expect(plan('a vet with a puppy').standIns).toEqual([])
    // "Coloring page of" asks for a page, not a child colouring.
    expect(plan('coloring page of a girl with crayons').people?.action).not.toBe('color')
  })

  it('names the sink it draws; the crayon is drawn in the hand, not again beside the desk', () => {
    const p = plan('a kid washing his hands at the sink')
    expect(p.leftOut).toEqual([])
    expect(p.props.map((x) => x.label)).toContain('sink')
    const { drawn } = laidOut(plan('Draw a boy drawing with crayons'))
    expect(drawn.art.crayon).toBeDefined()
    expect(Object.keys(drawn.art).filter((k) => k.startsWith('extra'))).toEqual([])
  })

  it('stargazes on the ground at night, drives on a street', () => {
    expect(plan('a boy looking through a telescope at the stars').setting).toBe('night')
    expect(plan('a woman driving a car').setting).toBe('city')
  })
})

describe('people doing things, on the page', () => {
  it('seats the driver in the car, hands forward at the wheel, the body below the door', () => {
    const { drawn } = laidOut(plan('a woman driving a car'))
    const [driver] = drawn.figures
    const { vehicle } = drawn.art
    expect(vehicle).toBeDefined()
    // The head over the door, inside the car's length; the rest of the figure hidden down in the seat.
    expect(driver.head.y).toBeLessThan(vehicle.minY + driver.headR * 3)
    expect(driver.head.x).toBeGreaterThan(vehicle.minX)
    expect(driver.head.x).toBeLessThan(vehicle.maxX)
    expect(driver.box.maxY).toBeLessThan(vehicle.maxY)
    // The hands forward of the face (the car faces left), at the height of the chest.
    for (const hand of [driver.handL, driver.handR]) {
      expect(hand.x).toBeLessThan(driver.head.x)
      expect(Math.abs(hand.y - driver.head.y)).toBeLessThan(driver.headR * 3.5)
    }
  })

  it('seats the bus driver at its front, in the front window', () => {
    const { drawn } = laidOut(plan('a bus driver driving a bus'))
    const [driver] = drawn.figures
    const { vehicle } = drawn.art
    expect(vehicle).toBeDefined()
    expect(driver.head.y - driver.headR).toBeGreaterThan(vehicle.minY)
    expect(driver.head.x).toBeLessThan(vehicle.minX + (vehicle.maxX - vehicle.minX) * 0.3)
    // The whole figure inside the bus: no foot out of its front or under its floor.
    expect(driver.box.minX).toBeGreaterThan(vehicle.minX)
    expect(driver.box.maxY).toBeLessThan(vehicle.maxY)
  })

  it('throws with the arm up, the thing just out of the hand and flying on', () => {
    for (const prompt of ['a boy throwing a ball for his dog', 'a boy throwing a paper airplane']) {
      const { drawn } = laidOut(plan(prompt))
      const [boy] = drawn.figures
      const { thrown } = drawn.art
      expect(thrown, prompt).toBeDefined()
      // The throwing hand up at the head's height, the thing beyond it and higher, within a few heads.
      expect(boy.handR.y, prompt).toBeLessThan(boy.head.y + boy.headR * 1.5)
      expect(thrown.minX, prompt).toBeGreaterThan(boy.handR.x)
      expect(near(boy.handR, thrown, boy.headR * 4), prompt).toBe(true)
      expect(thrown.maxY, prompt).toBeLessThan(boy.handR.y + boy.headR)
    }
  })

  it('reaches up into the tree’s crown, an apple at the hand, a basket at the feet', () => {
    const { drawn, groundY } = laidOut(plan('a girl picking apples from a tree'))
    const [girl] = drawn.figures
    const { tree, picked, basket } = drawn.art
    expect(tree && picked && basket).toBeTruthy()
    expect(girl.handR.y).toBeLessThan(girl.head.y)
    // The hand inside the crown (the art's trees have it over their top three fifths), the apple at it.
    expect(near(girl.handR, { ...tree, maxY: tree.minY + (tree.maxY - tree.minY) * 0.6 }, 0)).toBe(true)
    expect(near(girl.handR, picked, girl.headR * 0.6)).toBe(true)
    expect(Math.abs(basket.maxY - groundY)).toBeLessThan(girl.headR)
  })

  it('picks from the ladder named standing on it, its foot on the ground', () => {
    const { drawn, groundY } = laidOut(plan('picking apples from a ladder in autumn'))
    const [picker] = drawn.figures
    const { ladder, picked } = drawn.art
    expect(ladder && picked).toBeTruthy()
    expect(Math.abs(ladder.maxY - groundY)).toBeLessThan(picker.headR * 0.5)
    // Up off the ground, the ladder under the feet and rising above them.
    expect(picker.box.maxY).toBeLessThan(groundY - picker.headR * 1.5)
    expect(ladder.minY).toBeLessThan(picker.box.maxY - picker.headR * 2)
    expect(near(picker.handR, picked, picker.headR * 0.6)).toBe(true)
  })

  it('picks low plants squatting, the hand down at the nearest plant', () => {
    const { drawn } = laidOut(plan('a girl picking strawberries'))
    const [girl] = drawn.figures
    const plant = drawn.art.crop0
    expect(plant).toBeDefined()
    expect(near(girl.handR, plant, girl.headR * 0.5)).toBe(true)
    expect(girl.handR.y).toBeGreaterThan(girl.head.y + girl.headR * 3)
  })

  it('sits the son on his dad’s shoulders, the dad’s hands at his shins', () => {
    const { drawn } = laidOut(plan('a dad carrying his son on his shoulders'))
    const [dad, son] = drawn.figures
    expect(son).toBeDefined()
    // The son's head above the dad's, over it; his seat just above the dad's head.
    expect(son.head.y).toBeLessThan(dad.head.y - dad.headR * 2)
    expect(Math.abs(son.head.x - dad.head.x)).toBeLessThan(dad.headR)
    // The dad's hands up at the son's legs, beside the dad's head.
    for (const hand of [dad.handL, dad.handR]) {
      expect(near(hand, son.box, dad.headR * 0.3)).toBe(true)
      expect(Math.abs(hand.y - dad.head.y)).toBeLessThan(dad.headR * 2.5)
    }
    // A child, smaller than the grown-up.
    expect(son.headR).toBeLessThan(dad.headR)
  })

  it('holds the phone at the ear', () => {
    const { drawn } = laidOut(plan('a girl talking on the phone'))
    const [girl] = drawn.figures
    const ear = { x: girl.head.x + girl.headR, y: girl.head.y }
    expect(Math.hypot(girl.handR.x - ear.x, girl.handR.y - ear.y)).toBeLessThan(girl.headR * 0.8)
  })

  it('puts the eye to the telescope on its tripod, both hands up on the tube', () => {
    const { drawn, groundY } = laidOut(plan('a boy looking through a telescope at the stars'))
    const [boy] = drawn.figures
    const { tripod } = drawn.art
    expect(tripod).toBeDefined()
    // The tripod stands on the ground before him, its top at the height of his head.
    expect(Math.abs(tripod.maxY - groundY)).toBeLessThan(boy.headR)
    expect(tripod.minX).toBeGreaterThan(boy.head.x - boy.headR)
    expect(Math.abs(tripod.minY - boy.head.y)).toBeLessThan(boy.headR * 4)
    for (const hand of [boy.handL, boy.handR]) expect(hand.y).toBeLessThan(boy.head.y + boy.headR * 1.5)
  })
})

describe('people doing things at a thing drawn by code, on the page', () => {
  it('puts the hands at the sink under the tap, the legs showing either side of its column', () => {
    for (const prompt of ['a kid washing his hands at the sink', 'a man washing the dishes']) {
      const { drawn } = laidOut(plan(prompt))
      const [washer] = drawn.figures
      const { sink } = drawn.art
      expect(sink, prompt).toBeDefined()
      for (const hand of [washer.handL, washer.handR]) {
        expect(near(hand, sink, 0), prompt).toBe(true)
        expect(Math.abs(hand.y - sink.minY - washer.headR * 1.9), prompt).toBeLessThan(washer.headR * 1.5)
      }
      // Wider than the sink's bowl at the feet: the legs show.
      expect(washer.box.maxY, prompt).toBeGreaterThan(sink.maxY - washer.headR * 2)
    }
  })

  it('draws with the crayon on the paper at the desk', () => {
    const { drawn } = laidOut(plan('Draw a boy drawing with crayons'))
    const [boy] = drawn.figures
    const { crayon, picture } = drawn.art
    expect(crayon && picture).toBeTruthy()
    expect(near(boy.handR, crayon, boy.headR * 0.5)).toBe(true)
    expect(near(boy.handR, picture, boy.headR * 1.5)).toBe(true)
  })

  it('sits the rider astride the carousel horse under its canopy', () => {
    const { drawn } = laidOut(plan('a girl riding the carousel'))
    const [girl] = drawn.figures
    const { mount, canopy } = drawn.art
    expect(mount && canopy).toBeTruthy()
    expect(girl.head.y).toBeGreaterThan(canopy.minY)
    expect(girl.head.x).toBeGreaterThan(canopy.minX)
    expect(girl.head.x).toBeLessThan(canopy.maxX)
    // The seat on the horse's back: the figure's middle inside the horse's outline.
    const hips = (girl.box.minY + girl.box.maxY) / 2
    expect(near({ x: girl.head.x, y: hips }, mount, 0)).toBe(true)
  })

  it('seats the milker on a stool by the cow, both hands down at the pail under it', () => {
    const { drawn } = laidOut(plan('a farmer milking a cow'))
    const [farmer] = drawn.figures
    const { cow, pail } = drawn.art
    expect(cow && pail).toBeTruthy()
    expect(pail.minX).toBeGreaterThan(cow.minX)
    expect(pail.maxX).toBeLessThan(cow.maxX)
    for (const hand of [farmer.handL, farmer.handR]) expect(near(hand, pail, farmer.headR * 1.5)).toBe(true)
    // Seated: the head no higher than the cow's back.
    expect(farmer.head.y).toBeGreaterThan(cow.minY)
  })

  it('holds the dandelion (or the bubble wand) before the lips, the seeds (or bubbles) floating away', () => {
    for (const [prompt, key] of [
      ['a boy blowing on a dandelion', 'seeds'],
      ['a girl blowing bubbles', 'bubbles'],
    ]) {
      const p = plan(prompt)
      // The dandelion is drawn as one, not said to be drawn as a herb.
      expect(p.standIns, prompt).toEqual([])
      const { drawn } = laidOut(p)
      const [kid] = drawn.figures
      const drift = drawn.art[key]
      expect(drift, prompt).toBeDefined()
      // The hand up by the face, the drift beside and above the head, out on the side of the hand.
      expect(kid.handR.y, prompt).toBeLessThan(kid.head.y + kid.headR * 3.5)
      expect(kid.handR.x, prompt).toBeGreaterThan(kid.head.x)
      expect(drift.minX, prompt).toBeGreaterThan(kid.head.x)
      expect(drift.maxY, prompt).toBeLessThan(kid.head.y + kid.headR * 2)
    }
  })

  it('washes the elephant with a sponge against its side, suds by it and a bucket at the feet', () => {
    const { drawn, groundY } = laidOut(plan('a zookeeper washing an elephant'))
    const [keeper] = drawn.figures
    const { washed, suds, bucket } = drawn.art
    expect(washed && suds && bucket).toBeTruthy()
    expect(near(keeper.handR, washed, keeper.headR * 0.8)).toBe(true)
    expect(keeper.handR.y).toBeLessThan(keeper.head.y + keeper.headR * 4)
    expect(near({ x: suds.minX, y: suds.minY }, washed, keeper.headR)).toBe(true)
    expect(Math.abs(bucket.maxY - groundY)).toBeLessThan(keeper.headR)
  })

  it('climbs off the ground, hands up on the holds of the rock face or in the tree', () => {
    const { drawn, groundY } = laidOut(plan('a rock climber climbing a cliff'))
    const [climber] = drawn.figures
    const { cliff } = drawn.art
    expect(cliff).toBeDefined()
    expect(climber.box.maxY).toBeLessThan(groundY - climber.headR)
    for (const hand of [climber.handL, climber.handR]) {
      expect(hand.y).toBeLessThan(climber.head.y)
      expect(near(hand, cliff, 0)).toBe(true)
    }
    const tree = laidOut(plan('a boy climbing a tree'))
    const [boy] = tree.drawn.figures
    expect(boy.box.maxY).toBeLessThan(tree.groundY - boy.headR)
    expect(near(boy.handR, tree.drawn.art.tree, 0)).toBe(true)
  })

  it('holds the letter at the mailbox, the trash bag from the hand by the can', () => {
    const post = laidOut(plan('a mail carrier putting letters in a mailbox'))
    const [carrier] = post.drawn.figures
    expect(near(carrier.handR, post.drawn.art.mailbox, carrier.headR * 0.8)).toBe(true)
    const trash = laidOut(plan('a boy taking out the trash'))
    const [boy] = trash.drawn.figures
    const can = trash.drawn.art['trash-can']
    expect(can).toBeDefined()
    expect(near(boy.handR, can, boy.headR)).toBe(true)
    expect(boy.handR.y).toBeLessThan(can.minY + boy.headR)
  })
})
