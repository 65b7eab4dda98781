// Arms posed to put the hands where a thing is (a steering wheel, a phone at the ear, a telescope's tube): the
// two bones of each arm bent at the elbow to reach the point, the elbow on its lower side as arms hang.

import type { Age } from '../plan'
import { type Pose, type Pt, skeleton } from './skeleton'

const deg = (v: Pt) => (Math.atan2(v.x, v.y) * 180) / Math.PI

/** The arm's two angles that put its hand at `target` (relative to the pelvis), from its shoulder. */
function armTo(shoulder: Pt, target: Pt, upper: number, fore: number, out = false): [number, number] {
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
  // Elbows out (hands raised to the face): the elbow on the outer side, so the forearms do not cross the chest.
  const side = Math.sign(shoulder.x)
  const pick = out
    ? options[0].elbow.x * side >= options[1].elbow.x * side
    : options[0].elbow.y >= options[1].elbow.y
  const low = pick ? options[0] : options[1]
  return [low.a, low.f]
}

/** The pose with its arms bent so each hand named reaches its point (pelvis-relative, head radii). */
export function reaching(age: Age, pose: Pose, targets: { L?: Pt; R?: Pt }, elbowsOut = false): Pose {
  const s = skeleton(age, pose)
  const b = s.build
  const out = { ...pose }
  if (targets.L) out.armL = armTo(s.shoulderL, targets.L, b.upperArm, b.foreArm, elbowsOut)
  if (targets.R) out.armR = armTo(s.shoulderR, targets.R, b.upperArm, b.foreArm, elbowsOut)
  return out
}
