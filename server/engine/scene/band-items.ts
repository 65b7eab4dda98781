// A band playing: on a stage drawn by code (a platform, its front in a few boards), the first player holds the
// guitar across the body, the second sings into the microphone at the mouth, the third stands behind the drum,
// hands over its head. The instruments are the art's drawings (plan/people-groups.ts adds them when the prompt
// names none). Local units are an adult's head radii with the ground at y = 0.

import { shape, stroke } from '../people'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  artItem,
  type DrawItem,
  figureAt,
  figureBox,
  hands,
  type Item,
} from './action-items'
import { foodAtMouth } from './eat-items'

const f = (v: number) => v.toFixed(2)

/** The stage under the players, `depth` units of front below the ground line, boards across its front. */
function stage(minX: number, maxX: number): DrawItem {
  const depth = 1.6
  return {
    kind: 'draw',
    key: 'stage',
    box: { minX, minY: -0.5, maxX, maxY: depth },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const pt = (x: number, y: number) => `${f(p(x, y).x)} ${f(p(x, y).y)}`
      // The top, seen a little from above, and the front face below it.
      const top = `M${pt(minX + 0.6, -0.5)}L${pt(maxX - 0.6, -0.5)}L${pt(maxX, 0.15)}L${pt(minX, 0.15)}Z`
      const front = `M${pt(minX, 0.15)}L${pt(maxX, 0.15)}L${pt(maxX, depth)}L${pt(minX, depth)}Z`
      const boards = Math.max(3, Math.round((maxX - minX) / 4.5))
      let seams = ''
      for (let i = 1; i < boards; i++) {
        const x = minX + ((maxX - minX) * i) / boards
        seams += `M${pt(x, 0.15)}L${pt(x, depth)}`
      }
      return shape(top, line) + shape(front, line) + stroke(seams, line)
    },
  }
}

export function bandItems(c: ActionContext): Item[] {
  const { persons, first, people, plan, artSet } = c
  const things = plan.subjects.map((s) => s.concept)
  const at = (id: string) => things.indexOf(id)
  const items: Item[] = []
  // The guitarist in the middle, the guitar across the body at the hands.
  const guitarist = figureAt(first, 'hold-front', 0)
  const hs = hands(guitarist)
  const players: Item[] = [guitarist]
  const guitar = at('guitar')
  if (guitar >= 0) {
    const mid = { x: (hs.L.x + hs.R.x) / 2, y: (hs.L.y + hs.R.y) / 2 }
    players.push(artItem(conceptById('guitar'), artSet, mid.x, mid.y + 2.2, 4.6, 'guitar', guitar))
  }
  // The singer to the left, the microphone at the mouth.
  const [singerPerson, drummerPerson, ...more] = persons.slice(1)
  if (singerPerson) {
    const singer = figureAt(singerPerson, 'eat', -5.2)
    players.push(singer)
    if (at('microphone') >= 0) players.push(...foodAtMouth(c, singer, conceptById('microphone')))
  }
  // The drummer to the right, behind the drum, hands over its head.
  if (drummerPerson) {
    const drummer = figureAt(drummerPerson, 'hold-front', 5.4)
    players.push(drummer)
    const drum = at('drum')
    if (drum >= 0) {
      const dh = hands(drummer)
      players.push(artItem(conceptById('drum'), artSet, drummer.at.x, 0.1, -dh.L.y + 0.6, 'drum', drum))
    }
  }
  const rest = more.map((p, i) => figureAt(p, 'wave', -10 - i * 4.2))
  players.push(...rest)
  const boxes = players.map((it) => (it.kind === 'figure' ? figureBox(it) : it.box))
  const minX = Math.min(...boxes.map((b) => b.minX)) - 0.8
  const maxX = Math.max(...boxes.map((b) => b.maxX)) + 0.8
  if (people.action === 'band') items.push(stage(minX, maxX))
  return [...items, ...players]
}
