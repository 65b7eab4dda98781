import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { pageSvg } from '../common'
import { MARGIN_PT, PAGE_SIZES } from '../common/page-size'
import { PEOPLE_PROMPTS } from '../dev/people-prompts'
import { groundDepth, POSES, skeleton } from '../people/skeleton'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Plan, Style } from '../plan/plan'
import { decodePng1Bit } from '../render/png-1bit'
import type { Bitmap } from '../render/render-pool'
import { svgToBitmap } from '../render/svg-to-png'
import { countWhiteRegions, marginsAreEmpty } from '../render/white-regions'
import { renderPage } from '../render-page'
import { FRAME_BAND, FRAME_GAP } from '../scenery/pattern-frame'
import { SETTINGS } from '../vocabulary/settings'
import { placePeople } from './people-scene'
import { sceneKit } from './scene-kit'
import { frameScene } from './scene-layout'

const plan = (prompt: string, complexity: Complexity = 'easy', style: Style = 'cartoon') =>
  makePlan({ prompt, complexity, style })

/** The people of a plan laid out on its page, as composeScene lays them. */
function laidOut(p: Plan) {
  const page = PAGE_SIZES[p.size]
  const inset = p.complexity === 'intricate' ? MARGIN_PT + FRAME_BAND + FRAME_GAP : MARGIN_PT
  const area = { minX: inset, minY: inset, maxX: page.widthPt - inset, maxY: page.heightPt - inset }
  const frame = frameScene(area, SETTINGS[p.setting], p.text, true)
  if (!p.people) throw new Error(`no people read in "${p.prompt}"`)
  return placePeople(p, p.people, frame, sceneKit(lineStyle(p.complexity, p.style)))
}

describe('reading people', () => {
  it('reads who does what in the four prompts a child must recognise at once', () => {
    const kite = plan('a girl flying a kite').people
    expect(kite?.action).toBe('kite')
    expect(kite?.people).toMatchObject([{ age: 'child', look: 'woman' }])
    const cowboy = plan('a cowboy riding a horse')
    expect(cowboy.people?.action).toBe('ride')
    expect(cowboy.people?.people[0].role).toBe('cowboy')
    expect(cowboy.subjects[cowboy.people?.object ?? -1]?.concept).toBe('horse')
    expect(cowboy.refusal).toBeNull()
    const hose = plan('A firefighter spraying water with a hose')
    expect(hose.people?.action).toBe('spray')
    expect(hose.people?.people[0].role).toBe('firefighter')
    expect(hose.refusal).toBeNull()
    const picnic = plan('a family having a picnic')
    expect(picnic.people?.action).toBe('picnic')
    expect(picnic.people?.people.map((p) => p.age).sort()).toEqual(['adult', 'adult', 'child', 'child'])
    expect(picnic.refusal).toBeNull()
  })

  it('keeps the bust for a face or portrait, and reads no person in a thing a person word describes', () => {
    for (const prompt of ['a girl face', 'a portrait of a man', 'a baby elephant', 'a pirate ship', 'a cat'])
      expect(plan(prompt).people, prompt).toBeUndefined()
    // A thing over one's head is where it is held, not a head asked for.
    expect(plan('a man carrying a canoe over his head').people?.people).toHaveLength(1)
    // So is a thing on someone else's head: two whole people, no giant bust of the boy.
    expect(plan("a nurse holding an ice pack on a boy's head").people?.people).toHaveLength(2)
  })

  it('reads people in every prompt of the contact sheet', () => {
    for (const prompt of PEOPLE_PROMPTS) {
      const p = plan(prompt)
      expect(p.people?.people.length, prompt).toBeGreaterThan(0)
      expect(p.refusal, prompt).toBeNull()
    }
  })
})

describe('the skeleton', () => {
  it('stands head over feet, and a child is shorter with a larger head for its height', () => {
    const adult = skeleton('adult', POSES.stand)
    const child = skeleton('child', POSES.stand)
    for (const s of [adult, child]) {
      expect(s.footL.y).toBeGreaterThan(s.kneeL.y)
      expect(s.kneeL.y).toBeGreaterThan(s.waist.y)
      expect(s.waist.y).toBeGreaterThan(s.head.y)
    }
    const height = (s: typeof adult) => groundDepth(s, POSES.stand) - (s.head.y - s.build.head)
    expect(height(child)).toBeLessThan(height(adult) * 0.8)
    expect(child.build.head / height(child)).toBeGreaterThan((adult.build.head / height(adult)) * 1.2)
  })
})

describe('whole figures on the page', () => {
  it('draws every person head to feet, not as a bust', () => {
    for (const prompt of PEOPLE_PROMPTS) {
      const { drawn } = laidOut(plan(prompt))
      // A bust reaches about two head radii below the centre of its head; a whole figure, even sitting, twice
      // that; one flying, swimming or upside down reaches as far along its body.
      for (const figure of drawn.figures.filter(Boolean)) {
        const reach = Math.max(
          figure.box.maxY - figure.head.y,
          figure.head.x - figure.box.minX,
          figure.head.y - figure.box.minY,
        )
        expect(reach / figure.headR, prompt).toBeGreaterThan(3.5)
      }
    }
  })

  it('puts the rider on the mount', () => {
    const { drawn } = laidOut(plan('a cowboy riding a horse'))
    const [rider] = drawn.figures
    const mount = drawn.art.mount
    expect(rider.head.y).toBeLessThan(mount.minY + (mount.maxY - mount.minY) * 0.4)
    expect(rider.head.x).toBeGreaterThan(mount.minX)
    expect(rider.head.x).toBeLessThan(mount.maxX)
    expect(rider.box.maxY).toBeGreaterThan(mount.minY + (mount.maxY - mount.minY) * 0.5)
  })

  it('puts what is held in the hands', () => {
    for (const prompt of ['a girl holding a cat', 'a girl reading a book', 'a boy eating ice cream']) {
      const { drawn } = laidOut(plan(prompt))
      const [holder] = drawn.figures
      const held = drawn.art.held
      const near = (p: { x: number; y: number }) =>
        p.x > held.minX - holder.headR &&
        p.x < held.maxX + holder.headR &&
        p.y > held.minY - holder.headR &&
        p.y < held.maxY + holder.headR
      expect(near(holder.handL) || near(holder.handR), prompt).toBe(true)
    }
  })

  it('holds what fits in the arms; a thing they are only with stands beside them at its own size', () => {
    for (const prompt of [
      'a grandma reading to kids',
      'a musician playing the guitar',
      'a girl playing with a dog',
    ]) {
      const { drawn } = laidOut(plan(prompt))
      expect(drawn.art.held, prompt).toBeDefined()
    }
    for (const prompt of ['a girl with a horse', 'a zookeeper with a giraffe']) {
      const { drawn } = laidOut(plan(prompt))
      const [person] = drawn.figures
      const beside = Object.entries(drawn.art).find(([key]) => key.startsWith('extra'))?.[1]
      expect(drawn.art.held, prompt).toBeUndefined()
      expect(beside, prompt).toBeDefined()
      if (!beside) continue
      expect(beside.minX, prompt).toBeGreaterThanOrEqual(person.box.maxX - 1)
      expect(beside.maxY - beside.minY, prompt).toBeGreaterThan((person.box.maxY - person.box.minY) * 0.5)
    }
  })

  it('puts a person holding a fish on the beach, not under the sea', () => {
    expect(plan('a fisherman with a fish').setting).toBe('beach')
    expect(plan('a fisherman with a fish').people?.people).toMatchObject([{ look: 'man' }])
  })

  it('joins the kite to the hand by its string, and the rod to the water', async () => {
    const kitePlan = plan('a girl flying a kite')
    const kite = laidOut(kitePlan)
    const group = kite.placed.map((p) => p.svg).join('')
    const bitmap = await svgToBitmap(pageSvg(PAGE_SIZES.letter, group), 1275)
    const hand = kite.drawn.figures[0].handR
    const reach = blackReach(bitmap, hand, 1275 / PAGE_SIZES.letter.widthPt)
    const k = kite.drawn.art.kite
    expect(reach.minY).toBeLessThan(k.maxY)
    expect(reach.maxX).toBeGreaterThan(k.minX + (k.maxX - k.minX) * 0.5)

    const fishing = laidOut(plan('a man fishing in a boat'))
    const fishGroup = fishing.placed.map((p) => p.svg).join('')
    const fishBitmap = await svgToBitmap(pageSvg(PAGE_SIZES.letter, fishGroup), 1275)
    const fishReach = blackReach(fishBitmap, fishing.drawn.figures[0].handR, 1275 / PAGE_SIZES.letter.widthPt)
    // The line goes down past the water line (the ground line of the sea) into the water.
    expect(fishReach.maxY).toBeGreaterThan(fishing.groundY + 5)
  })

  it('draws people as closed regions a child can colour, pure black and white', async () => {
    for (const prompt of [
      'A firefighter spraying water with a hose',
      'a girl flying a kite',
      'a cowboy riding a horse',
      'a family having a picnic',
    ]) {
      const p = plan(prompt)
      const { drawn } = laidOut(p)
      // The figures alone, no speck filling.
      const figures = drawn.figures.map((f) => f.svg).join('')
      const alone = await svgToBitmap(pageSvg(PAGE_SIZES.letter, figures), 1275)
      const regions = countWhiteRegions(alone)
      expect(regions.count, prompt).toBeLessThan(200)
      // Pockets under the easy limit (70 pt², 300 px at 150 dpi) where an arm meets the body or the neck the
      // collar: at most a few a figure (the page's speck filter fills them); dots of a pixel or two where
      // lines meet are not regions.
      const pockets = regions.sizes.filter((size) => size >= 10 && size < 300)
      expect(pockets.length, prompt).toBeLessThanOrEqual(4 * drawn.figures.length)
      const page = await renderPage({ prompt, complexity: 'easy', style: 'cartoon' })
      const bitmap = decodePng1Bit(page.png)
      expect(marginsAreEmpty(bitmap, Math.round((MARGIN_PT * 300) / 72))).toBe(true)
    }
  }, 120_000)
})

/** The box of the black pixels joined to the outline nearest a point (page points), in page points. */
function blackReach(b: Bitmap, at: { x: number; y: number }, scale: number) {
  const row = (b.width + 7) >> 3
  const black = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < b.width && y < b.height && (b.bits[y * row + (x >> 3)] & (0x80 >> (x & 7))) === 0
  // The nearest black pixel to the point: the hand's outline.
  let start: [number, number] | null = null
  const cx = Math.round(at.x * scale)
  const cy = Math.round(at.y * scale)
  for (let r = 0; r < 40 && !start; r++)
    for (let dy = -r; dy <= r && !start; dy++)
      for (let dx = -r; dx <= r && !start; dx++) if (black(cx + dx, cy + dy)) start = [cx + dx, cy + dy]
  if (!start) throw new Error('no line near the point')
  const seen = new Uint8Array(b.width * b.height)
  const stack = [start]
  let minX = start[0]
  let maxX = start[0]
  let minY = start[1]
  let maxY = start[1]
  while (stack.length) {
    const [x, y] = stack.pop() as [number, number]
    if (!black(x, y) || seen[y * b.width + x]) continue
    seen[y * b.width + x] = 1
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
    stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1])
  }
  return { minX: minX / scale, maxX: maxX / scale, minY: minY / scale, maxY: maxY / scale }
}
