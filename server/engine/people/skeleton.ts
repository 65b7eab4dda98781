import type { Age } from '../plan'
import { BODY_POSES, type BodyPoseName } from './body-poses'
import { MORE_POSES, type MorePoseName } from './more-poses'
import { MOVE_POSES, type MovePoseName } from './move-poses'
import type { Pose } from './pose'
import { TOUCH_POSES, type TouchPoseName } from './touch-poses'
// A person as a skeleton of joints worked out from a pose's bone angles, so one drawing code serves standing,
// running, sitting, kneeling and riding. Lengths are in head radii of an adult (a child's head is a little
// smaller but its body much shorter: children look like children by their proportions).

export type Pt = { x: number; y: number }
export type { Pose }

export type PoseName =
  | 'stand'
  | 'wave'
  | 'walk'
  | 'run'
  | 'jump'
  | 'reach-up'
  | 'spray'
  | 'hold-front'
  | 'kick'
  | 'karate'
  | 'sit-ground'
  | 'kneel'
  | 'ride'
  | 'sit-boat'
  | 'fish'
  | 'eat'
  | 'dance'
  | 'lie'
  | 'sit-hold'
  | 'fly'
  | 'swim'
  | 'push'
  | 'skate'
  | 'glide'
  | 'sit-sled'
  | 'cartwheel'
  | 'sit-chair'
  | 'yoga'
  | 'swing'
  | 'slide'
  | 'at-table'
  | 'hike'
  | 'at-desk'
  | 'ski'
  | 'chop'
  | 'bathe'
  | 'write-board'
  | 'pet'
  | 'dine'
  | 'balance'
  | 'swing-net'
  | 'cello'
  | MorePoseName
  | MovePoseName
  | TouchPoseName
  | BodyPoseName

export const POSES: Record<PoseName, Pose> = {
  ...MORE_POSES,
  ...MOVE_POSES,
  ...TOUCH_POSES,
  ...BODY_POSES,
  stand: { armL: [-22, -10], armR: [22, 10], legL: [-6, -2], legR: [6, 2] },
  wave: { armL: [-22, -10], armR: [125, 170], legL: [-6, -2], legR: [6, 2] },
  walk: { armL: [-22, -40], armR: [18, 8], legL: [-20, -8], legR: [14, 40] },
  run: { armL: [-40, -100], armR: [40, -20], legL: [-55, 5], legR: [30, 95], lean: -6 },
  jump: { armL: [-140, -165], armR: [140, 165], legL: [-30, 25], legR: [30, -25] },
  'reach-up': { armL: [-24, -12], armR: [140, 160], legL: [-7, -2], legR: [7, 2] },
  spray: { armL: [40, 95], armR: [70, 95], legL: [-12, -2], legR: [12, 2] },
  'hold-front': { armL: [-8, 95], armR: [8, -95], legL: [-4, -1], legR: [4, 1] },
  kick: { armL: [-60, -40], armR: [50, 20], legL: [-6, -2], legR: [55, 75] },
  karate: { armL: [-70, -170], armR: [60, 100], legL: [-10, -4], legR: [95, 95], lean: -14 },
  'sit-ground': { armL: [-30, -20], armR: [30, 20], legL: [-78, 70], legR: [78, -70], rest: 'seat' },
  kneel: { armL: [20, 70], armR: [40, 80], legL: [-8, 88], legR: [8, 92], rest: 'knees', lean: 10 },
  ride: { armL: [-35, -80], armR: [-25, -75], legL: [-65, -15], legR: [-65, -15] },
  'sit-boat': { armL: [-20, 40], armR: [50, 110], legL: [-78, 70], legR: [78, -70], rest: 'seat' },
  fish: { armL: [35, 100], armR: [55, 120], legL: [-6, -1], legR: [6, 1] },
  // Eating: the elbow out, the hand up at the side of the face, what it holds at the mouth.
  eat: { armL: [-14, -6], armR: [105, -110], legL: [-4, -1], legR: [4, 1] },
  dance: { armL: [-130, -160], armR: [70, 40], legL: [-4, -1], legR: [45, -60] },
  'sit-hold': { armL: [-8, 95], armR: [8, -95], legL: [-78, 70], legR: [78, -70], rest: 'seat' },
  // Lying on the back, seen from the side: body flat, head towards +x, arms along the sides, legs straight.
  lie: { armL: [-84, -88], armR: [-96, -92], legL: [-88, -90], legR: [-92, -90], lean: -90 },
  // Flying like a superhero: body flat, head towards +x, one fist forward, the other arm along the side.
  fly: { armL: [-75, -88], armR: [100, 104], legL: [-86, -92], legR: [-96, -104], lean: -82 },
  // Swimming the crawl: flat in the water, one arm reaching forward, the other pulling back.
  swim: { armL: [-150, -120], armR: [100, 92], legL: [-74, -80], legR: [-84, -78], lean: -80 },
  // Pushing a mower or a pram: leaning into it, both hands forward on the handle at waist height.
  push: { armL: [58, 78], armR: [66, 84], legL: [-24, -8], legR: [12, 4], lean: -12 },
  // Balancing on a board: arms out, knees a little bent.
  skate: { armL: [-70, -95], armR: [75, 100], legL: [-14, -4], legR: [14, 4] },
  // Gliding on skates: one leg back, arms out to the sides.
  glide: { armL: [-80, -100], armR: [80, 60], legL: [-40, -50], legR: [6, 2], lean: -8 },
  // Sitting on a sled: legs out in front, hands on the front rope.
  // Upside down on the hands, legs up in a V.
  // Upside down, the left side is on the viewer's right.
  cartwheel: {
    armL: [30, 26],
    armR: [-30, -26],
    legL: [146, 150],
    legR: [-146, -150],
    lean: 180,
    rest: 'hands',
  },
  // The tree pose: hands together over the head, one foot against the other knee.
  yoga: { armL: [-155, 125], armR: [155, -125], legL: [-2, 0], legR: [55, -79] },
  // Sitting on a chair or bench, seen from the front: knees apart, shins down to the ground.
  'sit-chair': { armL: [-14, 30], armR: [14, -30], legL: [-62, -4], legR: [62, 4] },
  'sit-sled': { armL: [40, 80], armR: [50, 85], legL: [80, 92], legR: [86, 98], rest: 'seat' },
  // On a swing, seen from the front: seated, knees apart, both hands up on the ropes beside the head.
  swing: { armL: [-165, 178], armR: [165, -178], legL: [-62, -10], legR: [62, 10] },
  // Walking uphill: leaning into the slope, the front knee bent high, arms swinging.
  hike: { armL: [-30, -15], armR: [30, 55], legL: [-22, -12], legR: [48, 2], lean: 10 },
  // Standing behind a table, seen from the front: both hands forward on its top.
  'at-table': { armL: [-20, 35], armR: [20, -35], legL: [-6, -2], legR: [6, 2] },
  // Sitting behind a desk, seen from the front: the hands on its top, one of them writing.
  'at-desk': { armL: [-16, 40], armR: [16, -30], legL: [-62, -4], legR: [62, 4] },
  // Skiing downhill towards +x: knees bent, leaning forward, the hands low by the hips holding the poles.
  ski: { armL: [15, 55], armR: [25, 70], legL: [38, -8], legR: [44, -2], lean: 16 },
  // Swinging an axe at a trunk on the -x side: leaning into it, both arms reaching forward to the handle.
  chop: { armL: [-35, -70], armR: [-25, -60], legL: [-16, -4], legR: [14, 4], lean: -18 },
  // Sitting in a bath, seen from the front: both hands up out of the bubbles.
  bathe: { armL: [-120, -150], armR: [120, 150], legL: [-78, 70], legR: [78, -70], rest: 'seat' },
  // Writing on a board on the wall: the left hand raised to it, the other at the side.
  'write-board': { armL: [-125, -150], armR: [22, 10], legL: [-6, -2], legR: [6, 2] },
  // Sitting at the dinner table, seen from the front: the forearms across its top, the hands at the plate.
  dine: { armL: [-20, 80], armR: [20, -80], legL: [-62, -4], legR: [62, 4] },
  // Balancing on a beam: arms out and a little up, one leg stretched out to the side, the other foot on it.
  balance: { armL: [-100, -110], armR: [100, 110], legL: [-2, 0], legR: [78, 84] },
  // Swinging a net up over the head: both hands together on its handle, up to the right.
  'swing-net': { armL: [60, 130], armR: [100, 140], legL: [-12, -4], legR: [14, 4] },
  // Playing the cello, seated, knees apart round it: the left hand up on its neck, the right drawing the bow.
  cello: { armL: [-30, 160], armR: [40, -60], legL: [-62, -4], legR: [62, 4] },
  // Petting a horse: the right hand raised forward to its neck.
  pet: { armL: [-20, -8], armR: [115, 135], legL: [-6, -2], legR: [6, 2] },
  // Sitting on a slide, seen from the side: legs out along it, both arms up for joy.
  slide: { armL: [135, 160], armR: [150, 170], legL: [72, 80], legR: [78, 86], rest: 'seat' },
}

/** Bone lengths and widths, in an adult's head radii. */
export type Build = {
  head: number
  neck: number
  shoulder: number
  torso: number
  hip: number
  upperArm: number
  foreArm: number
  thigh: number
  shin: number
  arm: number
  leg: number
}

const BUILDS: Record<Age, Build> = {
  adult: {
    head: 1,
    neck: 0.22,
    shoulder: 1.45,
    torso: 3.1,
    hip: 0.8,
    upperArm: 1.85,
    foreArm: 1.7,
    thigh: 2.35,
    shin: 2.25,
    arm: 0.78,
    leg: 1.0,
  },
  elder: {
    head: 1,
    neck: 0.3,
    shoulder: 1.4,
    torso: 3.0,
    hip: 0.85,
    upperArm: 1.8,
    foreArm: 1.65,
    thigh: 2.25,
    shin: 2.15,
    arm: 0.76,
    leg: 0.98,
  },
  child: {
    head: 0.9,
    neck: 0.08,
    shoulder: 1.0,
    torso: 1.95,
    hip: 0.6,
    upperArm: 1.2,
    foreArm: 1.1,
    thigh: 1.4,
    shin: 1.35,
    arm: 0.6,
    leg: 0.76,
  },
  baby: {
    head: 0.72,
    neck: 0.05,
    shoulder: 0.6,
    torso: 1.15,
    hip: 0.45,
    upperArm: 0.6,
    foreArm: 0.55,
    thigh: 0.65,
    shin: 0.6,
    arm: 0.4,
    leg: 0.5,
  },
}

export const buildOf = (age: Age): Build => BUILDS[age]

export type Skeleton = {
  build: Build
  head: Pt
  neck: Pt
  shoulderL: Pt
  shoulderR: Pt
  elbowL: Pt
  elbowR: Pt
  handL: Pt
  handR: Pt
  waist: Pt
  hipL: Pt
  hipR: Pt
  kneeL: Pt
  kneeR: Pt
  footL: Pt
  footR: Pt
}

const dir = (deg: number, len: number): Pt => {
  const a = (deg * Math.PI) / 180
  return { x: Math.sin(a) * len, y: Math.cos(a) * len }
}
const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y })
const mul = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k })

/**
 * The joints of a person in a pose, with the pelvis (the middle between the hips) at the origin. Units are an
 * adult's head radius; y grows downwards.
 */
export function skeleton(age: Age, pose: Pose): Skeleton {
  const b = BUILDS[age]
  const lean = pose.lean ?? 0
  const up = dir(180 + lean, 1)
  const across = { x: -up.y, y: up.x }
  const waist = { x: 0, y: 0 }
  const neck = add(waist, { x: up.x * b.torso, y: up.y * b.torso })
  const shoulderAt = (side: number) =>
    add(add(neck, { x: up.x * -(0.25 * b.head + 0.45 * b.arm), y: up.y * -(0.25 * b.head + 0.45 * b.arm) }), {
      x: across.x * side * b.shoulder,
      y: across.y * side * b.shoulder,
    })
  const shoulderL = shoulderAt(-1)
  const shoulderR = shoulderAt(1)
  const head = add(neck, { x: up.x * (b.neck + b.head), y: up.y * (b.neck + b.head) })
  const elbowL = add(shoulderL, dir(pose.armL[0], b.upperArm))
  const elbowR = add(shoulderR, dir(pose.armR[0], b.upperArm))
  const handL = add(elbowL, dir(pose.armL[1], b.foreArm))
  const handR = add(elbowR, dir(pose.armR[1], b.foreArm))
  // A body laid flat (flying, swimming) turns its hips with it; an upright one keeps them level.
  const flat = Math.abs(lean) >= 45
  const hipAt = (side: number): Pt =>
    flat ? add(mul(across, side * b.hip), mul(up, -0.15 * b.head)) : { x: side * b.hip, y: 0.15 * b.head }
  const hipL = hipAt(-1)
  const hipR = hipAt(1)
  const kneeL = add(hipL, dir(pose.legL[0], b.thigh))
  const kneeR = add(hipR, dir(pose.legR[0], b.thigh))
  const footL = add(kneeL, dir(pose.legL[1], b.shin))
  const footR = add(kneeR, dir(pose.legR[1], b.shin))
  return {
    build: b,
    head,
    neck,
    shoulderL,
    shoulderR,
    elbowL,
    elbowR,
    handL,
    handR,
    waist,
    hipL,
    hipR,
    kneeL,
    kneeR,
    footL,
    footR,
  }
}

/** How far below the pelvis the person meets the ground: the lower foot (plus the shoe), the seat or the knees. */
export function groundDepth(s: Skeleton, pose: Pose): number {
  const b = s.build
  if (pose.rest === 'seat') return Math.max(b.leg * 0.9, Math.max(s.kneeL.y, s.kneeR.y) + b.leg * 0.5)
  if (pose.rest === 'knees') return Math.max(s.kneeL.y, s.kneeR.y) + b.leg * 0.5
  // On the hands, the head between the arms may reach lower still (a child's is large for its arms).
  if (pose.rest === 'hands') return Math.max(s.handL.y + b.arm * 0.5, s.head.y + b.head)
  return Math.max(s.footL.y, s.footR.y) + b.leg * 0.45
}

/** The pose seen in a mirror: what the right hand did, the left does, facing the other way. */
export function mirrorPose(p: Pose): Pose {
  const m = ([a, b]: [number, number]): [number, number] => [-a, -b]
  return { ...p, armL: m(p.armR), armR: m(p.armL), legL: m(p.legR), legR: m(p.legL), lean: -(p.lean ?? 0) }
}
