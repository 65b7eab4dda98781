// The layouts of plan/contact.ts where one person does for the other or plays over them, the two touching:
// - tucking in: the child lying in the bed, the grown-up standing behind it, both hands on the child's covers;
// - helping ride a bike: the child riding, the grown-up walking behind, a hand at the child's back;
// - leapfrog: one bent over, hands on the knees; the other vaulting over, legs astride, hands on the back;
// - a wheelbarrow race: one walking on the hands, the body level; the other behind, holding the ankles up.
// The youngest is the one in bed, on the bike; the others stand by. Local units are an adult's head radii
// with the ground at y = 0.

import { groundDepth, POSES, type Pose, type Pt, reaching, skeleton } from '../people'
import type { PlanPerson } from '../plan'
import { conceptById } from '../vocabulary'
import { type ActionContext, type FigureItem, figureAt, figureBox, type Item } from './action-items'
import { handOver } from './contact-items'
import { lieItems } from './lie-items'

const AGE: Record<PlanPerson['age'], number> = { baby: 0, child: 1, adult: 2, elder: 3 }
const at = (f: FigureItem, p: Pt): Pt => ({ x: f.at.x + p.x, y: f.at.y + p.y })
const rel = (f: FigureItem, p: Pt): Pt => ({ x: p.x - f.at.x, y: p.y - f.at.y })
const sk = (f: FigureItem) => skeleton(f.person.age, f.pose)

/** The eldest and the youngest named, and the rest. */
function pair(c: ActionContext): [PlanPerson, PlanPerson, PlanPerson[]] {
  const byAge = [...c.persons].sort((a, b) => AGE[b.age] - AGE[a.age])
  const young = byAge[byAge.length - 1]
  const old = byAge[0]
  return [old, young, c.persons.filter((p) => p !== old && p !== young)]
}

/** A figure in a pose of its own, standing on the ground at `x`. */
function posed(person: PlanPerson, pose: Pose, x: number, ground = 0): FigureItem {
  const s = skeleton(person.age, pose)
  return { kind: 'figure', person, pose, at: { x, y: ground - groundDepth(s, pose) } }
}

const standing = (rest: PlanPerson[], x: number) => rest.map((p, i) => figureAt(p, 'wave', x + i * 4.2))

/** One context for a layout of one person: `first` alone, no others. */
const alone = (c: ActionContext, first: PlanPerson, object: number | null): ActionContext => ({
  ...c,
  first,
  persons: [first],
  rest: [],
  others: () => [],
  object: object !== null && c.plan.subjects[object] ? conceptById(c.plan.subjects[object].concept) : null,
  people: { ...c.people, people: [first], object },
})

/** Tucking in: the child in bed, the grown-up behind it leaning over, both hands on the covers. */
export function tuckInItems(c: ActionContext): Item[] {
  const [parent, child, rest] = pair(c)
  const named = c.plan.subjects.findIndex((s) => /^(bed|crib|bunk-bed)$/.test(s.concept))
  const bed = named >= 0 ? named : null
  const laid = lieItems({
    ...alone(c, child, bed),
    object: conceptById(bed !== null ? c.plan.subjects[bed].concept : 'bed'),
  })
  const sleeper = laid.find((it): it is FigureItem => it.kind === 'figure')
  if (!sleeper) return laid
  const s = sk(sleeper)
  // The covers over the chest and the middle, along the top of the body.
  const top = Math.min(s.shoulderL.y, s.shoulderR.y, s.hipL.y, s.hipR.y) - s.build.arm * 0.4
  const chest = at(sleeper, { x: (s.neck.x + s.waist.x) / 2, y: top })
  const middle = at(sleeper, { x: s.waist.x, y: top })
  // Standing further back than the bed, so the feet are behind it.
  const over = posed(parent, { ...POSES.stand, lean: 0 }, (chest.x + middle.x) / 2, -1.2)
  over.pose = reaching(parent.age, over.pose, { L: rel(over, middle), R: rel(over, chest) })
  const right = Math.max(...laid.map((it) => (it.kind === 'figure' ? figureBox(it).maxX : it.box.maxX)))
  // Behind the bed: drawn first, the bed and the child over the legs, the hands shown over the covers.
  return [over, ...laid, handOver(over, 'L'), handOver(over, 'R'), ...standing(rest, right + 2.5)]
}

/** Helping ride a bike: the child riding, the grown-up walking behind, a hand at the child's back. */
export function helpRideItems(c: ActionContext, ride: (c: ActionContext) => Item[]): Item[] {
  const [helper, rider, rest] = pair(c)
  const bike = c.plan.subjects.findIndex((s) => /^(bicycle|bike|tricycle)$/.test(s.concept))
  const items = ride({
    ...alone(c, rider, bike >= 0 ? bike : null),
    object: conceptById(bike >= 0 ? c.plan.subjects[bike].concept : 'bicycle'),
  })
  const riding = items.find((it): it is FigureItem => it.kind === 'figure')
  if (!riding) return items
  const s = sk(riding)
  // The rider faces the way the arms reach (the handlebars): the helper walks behind, on the other side.
  const ahead = s.handR.x + s.handL.x < 0 ? -1 : 1
  const back = at(riding, {
    x: (ahead < 0 ? s.hipR.x : s.hipL.x) - ahead * s.build.arm * 0.2,
    y: s.waist.y - s.build.torso * 0.35,
  })
  const walker = figureAt(helper, 'walk', 0, 0, ahead < 0)
  const ws = sk(walker)
  const near = ahead < 0 ? ws.shoulderL : ws.shoulderR
  const arm = ws.build.upperArm + ws.build.foreArm
  walker.at = { ...walker.at, x: back.x - near.x - ahead * arm * 0.75 }
  const hand = ahead < 0 ? 'L' : 'R'
  walker.pose = reaching(helper.age, walker.pose, { [hand]: rel(walker, back) })
  const far = ahead < 0 ? figureBox(walker).maxX + 2.5 : figureBox(walker).minX - 2.5
  // Behind the bike: drawn first, the bike over the legs, the hand shown over the child's back.
  return [walker, ...items, handOver(walker, hand), ...standing(rest, far)]
}

// Bent over, side on, the head towards +x, the hands on the knees.
const FROG: Pose = { armL: [20, 0], armR: [30, 5], legL: [-4, 6], legR: [8, -2], lean: 70 }
// Vaulting: the legs astride out to the sides, the arms straight down to the back below.
const VAULT: Pose = { armL: [-20, -10], armR: [20, 10], legL: [-98, -78], legR: [98, 78] }

/** Leapfrog: the younger (or second) bent over, the other vaulting over the back, hands on it. */
export function leapfrogItems(c: ActionContext): Item[] {
  const [first, second, ...rest] = c.persons
  const frog = posed(second, FROG, 0)
  const fs = sk(frog)
  const backTop = at(frog, {
    x: (fs.neck.x + fs.waist.x) / 2,
    y: Math.min(fs.neck.y, fs.waist.y) - fs.build.shoulder * 0.2,
  })
  const jumper = posed(first, VAULT, backTop.x)
  const js = sk(jumper)
  // The hands on the back, the arms a little bent: the hips a forearm over the back.
  const hipOver = backTop.y - Math.max(js.handL.y, js.handR.y) - js.build.foreArm * 0.35
  jumper.at = { x: backTop.x - js.waist.x, y: hipOver }
  const spread = fs.build.shoulder * 0.5
  jumper.pose = reaching(first.age, jumper.pose, {
    L: rel(jumper, { x: backTop.x - spread, y: backTop.y }),
    R: rel(jumper, { x: backTop.x + spread, y: backTop.y }),
  })
  const right = Math.max(figureBox(frog).maxX, figureBox(jumper).maxX) + 2.5
  return [frog, jumper, ...standing(rest, right)]
}

// On the hands, the body level and the head towards +x, the legs out behind.
const BARROW: Pose = {
  armL: [2, 0],
  armR: [6, 2],
  legL: [-86, -88],
  legR: [-90, -92],
  lean: -90,
  rest: 'hands',
}

/** A wheelbarrow race: one walking on the hands, the body level; the other behind, holding the ankles up. */
export function wheelbarrowItems(c: ActionContext): Item[] {
  const [first, second, ...rest] = c.persons
  const front = posed(second, BARROW, 0)
  const bs = sk(front)
  const ankles = [bs.footL, bs.footR].map((f) => at(front, f))
  const grip = { x: Math.min(...ankles.map((a) => a.x)), y: (ankles[0].y + ankles[1].y) / 2 }
  const holder = figureAt(first, 'stand', 0)
  // Just behind the feet, both hands down to the ankles before the body.
  holder.at = { ...holder.at, x: grip.x - skeleton(first.age, holder.pose).build.shoulder * 0.6 }
  holder.pose = reaching(first.age, holder.pose, {
    L: rel(holder, { x: grip.x - 0.15, y: grip.y + 0.15 }),
    R: rel(holder, { x: grip.x + 0.35, y: grip.y - 0.15 }),
  })
  const right = figureBox(front).maxX + 2.5
  return [front, holder, handOver(holder, 'L'), handOver(holder, 'R'), ...standing(rest, right)]
}
