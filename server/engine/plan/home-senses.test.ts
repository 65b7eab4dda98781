import { describe, expect, it } from 'vitest'
import { homeSenseAt } from './home-senses'
import { makePlan } from './make-plan'
import type { Plan } from './plan'

const words = (s: string) => s.toLowerCase().split(' ')
const senseOf = (prompt: string, word: string) => {
  const ws = words(prompt)
  return homeSenseAt(ws, ws.indexOf(word))?.concept.id
}
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// A word of home, school or sport takes the sense the prompt's world gives it, else stays as read.
describe('home, school and sport words read by the world the prompt names', () => {
  it.each([
    ['a mum and daughter doing yoga on mats', 'mats', 'yoga-mat'],
    ['a mum changing the baby on the mat', 'mat', 'changing-mat'],
    ['a dad raking leaves into a big pile', 'pile', 'leaf-pile'],
    ['a boy rolling a ball down the lane at the bowling', 'lane', 'bowling-alley'],
    ['a girl dribbling round the cones at football practice', 'cones', 'traffic-cone'],
    ['a boy rubbing out his mistake with a rubber', 'rubber', 'eraser'],
    ['a pencil case with a ruler, a rubber and a glue stick', 'rubber', 'eraser'],
    ['a girl playing hockey on the grass', 'hockey', 'field-hockey'],
    ['a girl hitting the ball with her hockey stick', 'ball', 'field-hockey'],
    ['a teacher reading a picture book', 'picture', 'book'],
    ['a girl playing field hockey', 'field', 'field-hockey'],
    ['a boy digging with a fork in the vegetable patch', 'fork', 'garden-fork'],
    ['a man turning the compost with a fork', 'fork', 'garden-fork'],
    ['a boy scrubbing the patio with a brush', 'brush', 'scrubbing-brush'],
    ['a dustpan and brush', 'brush', 'scrubbing-brush'],
    ['a girl painting with a brush', 'brush', 'paintbrush'],
  ])('%s: %s is the %s', (prompt, word, id) => {
    expect(senseOf(prompt, word)).toBe(id)
  })

  it.each([
    ['a cat asleep on the mat', 'mat'],
    ['a pile of books', 'pile'],
    ['a tractor driving down the lane', 'lane'],
    ['an ice cream cone', 'cone'],
    ['a rubber duck in the bath', 'rubber'],
    ['a boy playing ice hockey with his stick', 'stick'],
    ['a boy playing hockey on the ice', 'hockey'],
    ['a girl eating cake with a fork', 'fork'],
    ['a girl eating her dinner in the garden with a fork', 'fork'],
    ['a girl brushing her hair with a brush', 'brush'],
  ])('%s: %s keeps its own reading', (prompt, word) => {
    expect(senseOf(prompt, word)).toBeUndefined()
  })
})

describe('home, school and sport things are drawn, never a cousin in silence', () => {
  it.each([
    ['a dad changing the baby on the changing mat', 'changing-mat'],
    ['a girl jumping into a pile of leaves', 'leaf-pile'],
    ['a hedgehog asleep in a pile of dead leaves', 'leaf-pile'],
    ['a girl doing yoga on her mat', 'yoga-mat'],
    ['a girl hanging her coat in the cloakroom', 'cloakroom'],
    ['a boy reading a magazine', 'magazine'],
    ['a girl making a collage', 'collage'],
    ['a barber lathering an old man’s chin', 'shaving-brush'],
    ['a cat asleep on the rug', 'rug'],
    ['a boy bowling at the bowling alley', 'bowling-alley'],
    ['a grandad whittling a stick with his penknife', 'penknife'],
    ['a boy in his football boots', 'football-boots'],
    ['a bulldog snoozing on an armchair', 'armchair'],
    ['a boy tying his shoelaces', 'shoelaces'],
    ['children painting with poster paint', 'paint-tin'],
    ['a girl dribbling a hockey ball round the cones with her stick', 'field-hockey'],
    ['a girl dribbling a hockey ball round the cones with her stick', 'traffic-cone'],
    ['a girl sharpening her pencil', 'pencil-sharpener'],
    ['a teacher stapling worksheets together', 'stapler'],
    ['a boy cutting pictures out of a magazine', 'scissors'],
    ['a man shaving', 'razor'],
  ])('%s draws the %s', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p), prompt).toContain(id)
    expect(p.standIns.map((s) => s.drawn)).not.toContain(id)
  })

  it('a picture book is a book, with no picture said left out', () => {
    const p = plan('a librarian reading a picture book to toddlers')
    expect(drawn(p)).toContain('book')
    expect(p.leftOut.join(' ')).not.toMatch(/picture/)
  })

  it('a duvet is the quilt the blanket drawing shows, not said as a stand-in', () => {
    const p = plan('a boy hiding under his duvet')
    expect(drawn(p)).toContain('blanket')
    expect(p.leftOut.join(' ')).not.toMatch(/duvet/)
  })

  it('the ground a scene happens on is drawn as a fourth thing, not said for want of room', () => {
    expect(drawn(plan('a grandpa and grandma playing a video game on the sofa'))).toContain('sofa')
    expect(drawn(plan('a grandma and a girl picking blackberries from the hedge'))).toContain('hedge')
    expect(drawn(plan('a mum and her son sorting bottles into the recycling boxes'))).toContain(
      'recycling-bin',
    )
  })

  it('the drive and the touchline are the ground the people stand on', () => {
    expect(drawn(plan('a man washing his car on the drive'))).toContain('*driveway')
    expect(drawn(plan('a linesman waving his flag on the touchline'))).toContain('*pitch')
    expect(drawn(plan('a girl playing field hockey'))).not.toContain('*pitch')
    expect(drawn(plan('a long drive in the country'))).not.toContain('*driveway')
  })
})

describe("a school kit's rubber", () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

  it('reads a rubber among school things as an eraser, drawn', () => {
    const p = plan('a pencil case with a ruler, a rubber and a glue stick')
    expect(p.subjects.map((s) => s.concept)).toContain('eraser')
    expect(p.leftOut).toEqual([])
  })

  it('leaves a rubber duck and a rubber band beside a pencil as they are', () => {
    expect(plan('a rubber duck and a pencil').subjects.map((s) => s.concept)).not.toContain('eraser')
    expect(plan('a boy with a rubber band and a pen').props.map((s) => s.concept)).not.toContain('eraser')
  })
})
