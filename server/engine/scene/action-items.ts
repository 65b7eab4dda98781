// The pieces every action's layout is built from: a figure in a pose at a place, an art drawing standing on the
// ground, a drawing by code, and what each layout reads. In an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import type { Box } from '../common'
import type { DrawnFigure } from '../people'
import { groundDepth, mirrorPose, POSES, type Pose, type PoseName, type Pt, skeleton } from '../people'
import type { Plan, PlanPeople, PlanPerson } from '../plan'
import type { Concept } from '../vocabulary'

/**
 * Things drawn as tall as a house beside people (a horse, a tree), not the size of a held thing: whole words of
 * the drawing's id, so a carrot, a scarf or a birdhouse is no car, barn or house.
 */
export const TALL =
  /(?:^|-)(?:houses?|treehouse|greenhouse|castle|tree|barn|tower|lighthouse|windmill|building|car|golf-cart|bus|minibus|trolleybus|truck|train|carousel|horse|elephant|giraffe|scarecrow|street-light|telephone-pole|flagpole|wind-turbine|maypole|bandstand|bus-shelter|colosseum|stonehenge|golden-gate|gateway-arch|burj-khalifa|notre-dame|great-wall|table-mountain|uluru|matterhorn|christ-the-redeemer|mount-rushmore|sagrada-familia|arc-de-triomphe|monument|memorial|angel-of-the-north|angkor-wat|petra-treasury|kremlin|lake-bled|ha-long-bay|palace|cathedral|capitol|london-eye|atomium|harbour-bridge|niagara-falls|mount-everest|louvre|brandenburg-gate|nelsons-column|chichen-itza|mont-saint-michel|temple-of-heaven|alamo|forbidden-city|hagia-sophia|basilica|dome-of-the-rock|abbey|merlion|alcatraz|kilimanjaro|giants-causeway|trevi-fountain|burj-al-arab|marina-bay-sands|sacre-coeur|fushimi-inari)(?:-|$)/

/** Local (head radii) to page points. */
export type PageMap = { p: (q: Pt) => Pt; k: number }
/** What was drawn where, in page points: each person's figure, and the art by its role (kite, mount, held). */
export type Drawn = { figures: DrawnFigure[]; art: Record<string, Box> }

export type FigureItem = {
  kind: 'figure'
  person: PlanPerson
  pose: Pose
  at: Pt
  legs?: 'both' | 'L' | 'R'
  /** Drawn after the body and before the arms, from the hands' page positions. */
  inHands?: (hands: { L: Pt; R: Pt }, map: PageMap, line: number) => string
  /** Drawn before the figure (a hose running behind the body to the ground). */
  behind?: (hands: { L: Pt; R: Pt }, map: PageMap, line: number) => string
  /** Drawn in front of the arms, the hands over it. */
  held?: (hands: { L: Pt; R: Pt }, map: PageMap, line: number) => string
}
export type ArtItem = {
  kind: 'art'
  concept: Concept
  box: Box
  key: string
  subject?: number
  mirror?: boolean
  /** Turned about its centre, degrees clockwise (a dog reared up at a person, scene/animal-on-person-items.ts). */
  tilt?: number
  /**
   * Laid down flat: its height drawn at this share about its centre, as a thing seen from above (a mat, a rug)
   * lies on the ground seen from the side (scene/row-and-seat-items.ts).
   */
  flat?: number
}
/** Drawings seen from above, a square of pattern, which lie on the ground rather than stand: a mat, a mosaic. */
export const SEEN_FROM_ABOVE = /^(mat|mosaic)$/

export type DrawItem = {
  kind: 'draw'
  box: Box
  draw: (map: PageMap, line: number, drawn: Drawn) => string
  /** Recorded with the art under this name when drawn (a tub, a board, a table), for what is placed from it. */
  key?: string
  /** The plan subject it draws (the ironing board the prompt names), so it is not drawn again beside. */
  subject?: number
}
export type Item = FigureItem | ArtItem | DrawItem

export function figureAt(
  person: PlanPerson,
  name: PoseName,
  x: number,
  ground = 0,
  mirrored = false,
): FigureItem {
  const pose = mirrored ? mirrorPose(POSES[name]) : POSES[name]
  const s = skeleton(person.age, pose)
  return { kind: 'figure', person, pose, at: { x, y: ground - groundDepth(s, pose) } }
}

/** Where a figure's lines reach, in local units. */
export function figureBox(item: FigureItem): Box {
  const s = skeleton(item.person.age, item.pose)
  const pts = [
    s.head,
    s.neck,
    s.shoulderL,
    s.shoulderR,
    s.elbowL,
    s.elbowR,
    s.handL,
    s.handR,
    s.hipL,
    s.hipR,
    s.kneeL,
    s.kneeR,
    s.footL,
    s.footR,
  ]
  const pad = Math.max(s.build.arm, s.build.leg) * 0.9
  const hat = item.person.role !== 'casual' && item.person.role !== 'baby' ? 2.9 : 1.5
  return {
    minX: item.at.x + Math.min(...pts.map((p) => p.x)) - pad - (item.person.hair === 'long' ? 0.4 : 0),
    maxX: item.at.x + Math.max(...pts.map((p) => p.x)) + pad,
    minY: item.at.y + Math.min(s.head.y - s.build.head * hat, ...pts.map((p) => p.y)),
    maxY: item.at.y + Math.max(...pts.map((p) => p.y)) + pad * 0.6,
  }
}

export const hands = (item: FigureItem) => {
  const s = skeleton(item.person.age, item.pose)
  return {
    L: { x: item.at.x + s.handL.x, y: item.at.y + s.handL.y },
    R: { x: item.at.x + s.handR.x, y: item.at.y + s.handR.y },
  }
}

/** An art drawing `h` tall standing with its bottom centre at (x, bottom), keeping its aspect. */
export function artItem(
  concept: Concept,
  artSet: Parameters<typeof drawingShape>[1],
  x: number,
  bottom: number,
  h: number,
  key: string,
  subject?: number,
): ArtItem {
  const { aspect } = drawingShape(concept, artSet)
  const w = h * aspect
  return {
    kind: 'art',
    concept,
    box: { minX: x - w / 2, minY: bottom - h, maxX: x + w / 2, maxY: bottom },
    key,
    subject,
  }
}
/** What every action's layout reads: the people, the thing they act on, the prompt's words. */
export type ActionContext = {
  plan: Plan
  people: PlanPeople
  action: PlanPeople['action']
  persons: PlanPerson[]
  first: PlanPerson
  rest: PlanPerson[]
  /** The people after the first, standing in a row from `x` outwards. */
  others: (x: number, pose?: PoseName) => FigureItem[]
  object: Concept | null
  words: string
  artSet: Parameters<typeof drawingShape>[1]
}
