// Arms posed to put the hands where a thing is (a steering wheel, a phone at the ear, a telescope's tube): the
// two bones of each arm bent at the elbow to reach the point, the elbow on its lower side as arms hang.

import type { Age } from '../plan'
import { type Pose, type Pt, skeleton } from './skeleton'

const deg = (v: Pt) => (Math.atan2(v.x, v.y) * 180) / Math.PI

/** The arm's two angles that put its hand at `target` (relative to the pelvis), from its shoulder. */
function armTo(shoulder: Pt, target: Pt, upper: number, fore: number): [number, number] {
  const dx = target.x - shoulder.x
  const dy = target.y - shoulder.y
  const d = Math.min(upper + fore - 1e-3, Math.max(Math.abs(upper - fore) + 1e-3, Math.hypot(dx, dy)))
  const toward = deg({ x: dx, y: dy })
  const bend = (Math.acos((upper * upper + d * d - fore * fore) / (2 * upper * d)) * 180) / Math.PI
  const reach = Math.hypot(dx, dy) > d ? d / Math.hypot(dx, dy) : 1
  const hand = { x: shoulder.x + dx * reach, y: shoulder.y + dy * reach }
  const options = [toward + bend, toward - bend].map((a) => {
    const r = (a * Math.PI) / 180
    const elbow = { x: shoulder.x + Math.sin(r) * upper, y: shoulder.y + Math.cos(r) * upper }
    return { a, elbow, f: deg({ x: hand.x - elbow.x, y: hand.y - elbow.y }) }
  })
  const low = options[0].elbow.y >= options[1].elbow.y ? options[0] : options[1]
  return [low.a, low.f]
}

/** The pose with its arms bent so each hand named reaches its point (pelvis-relative, head radii). */
export function reaching(age: Age, pose: Pose, targets: { L?: Pt; R?: Pt }): Pose {
  const s = skeleton(age, pose)
  const b = s.build
  const out = { ...pose }
  if (targets.L) out.armL = armTo(s.shoulderL, targets.L, b.upperArm, b.foreArm)
  if (targets.R) out.armR = armTo(s.shoulderR, targets.R, b.upperArm, b.foreArm)
  return out
}
