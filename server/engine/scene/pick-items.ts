// Picking: apples and other tree fruit picked reaching up into the tree's crown, the fruit at the hand and a
// basket of it at the feet (with a ladder named, the picker stands on a rung of it); tall crops (corn,
// sunflowers) reached forward to; low ones (strawberries, flowers) picked kneeling, the hand down at the plants.
// Local units are an adult's head radii with the ground at y = 0.

import { drawingShape } from '../art'
import { POSES, reaching } from '../people'
import { TREE_FRUIT } from '../plan'
import type { Concept } from '../vocabulary'
import { conceptById } from '../vocabulary'
import { type ActionContext, type ArtItem, artItem, figureAt, hands, type Item } from './action-items'

const TALL_CROP = /corn|sunflower/

/** The basket at the picker's feet with one of the fruit showing over its rim. */
function basket(fruit: Concept, artSet: ActionContext['artSet'], x: number, size: number): Item[] {
  const b = artItem(conceptById('basket'), artSet, x, 0, size, 'basket')
  const top = artItem(fruit, artSet, x, b.box.minY + size * 0.45, size * 0.45, 'basket-fruit')
  return [top, b]
}

export function pickItems(c: ActionContext): Item[] {
  const { first, object, artSet, people } = c
  const fruit = object ?? conceptById('apple')
  if (TREE_FRUIT.test(fruit.id)) return treeItems(c, fruit)
  // A crop drawn upright (a stalk) stands as tall as the picker; one drawn lying (a cob) is picked low.
  const tall = TALL_CROP.test(fruit.id) && drawingShape(fruit, artSet).aspect < 0.9
  const picker = figureAt(first, tall ? 'stand' : 'pick-low', 0)
  const small = first.age === 'child' ? 0.75 : 1
  const items: Item[] = []
  // The crop in a row before the picker: tall stalks standing, low plants on the ground.
  const h = tall ? 8 * small : 2
  const w = h * drawingShape(fruit, artSet).aspect
  const plants: ArtItem[] = [0, 1, 2].map((i) =>
    artItem(
      fruit,
      artSet,
      // Beyond the squatting picker's knee, so the plants show.
      (tall ? 2.6 : 3.3 * small) + w / 2 + i * w * 0.85,
      0,
      h * (i === 1 ? 0.9 : 1),
      `crop${i}`,
      i ? undefined : (people.object ?? undefined),
    ),
  )
  const near = plants[0].box
  const target = tall
    ? { x: near.minX + (near.maxX - near.minX) * 0.35, y: near.minY + (near.maxY - near.minY) * 0.3 }
    : { x: near.minX + 0.3, y: near.minY + 0.6 }
  picker.pose = reaching(first.age, picker.pose, {
    R: { x: target.x - picker.at.x, y: target.y - picker.at.y },
  })
  items.push(...basket(fruit, artSet, -(tall ? 3.2 : 4.4) * small, 2.6 * small), ...plants, picker)
  return [...items, ...c.others(-7)]
}

/** Reaching up into the tree: the crown round the raised hand, fruit on it, one in the hand. */
function treeItems(c: ActionContext, fruit: Concept): Item[] {
  const { first, artSet, people, plan } = c
  // "picking apples from a ladder": the picker stands on a rung of the ladder named, up in the crown.
  const ladderAt = plan.subjects.findIndex((s) => s.concept === 'ladder')
  const small = first.age === 'child' ? 0.75 : 1
  const rung = ladderAt >= 0 ? 2.6 * small : 0
  const picker = figureAt(first, 'reach-up', 0, -rung)
  const hand = hands(picker).R
  const treeConcept = conceptById(plan.subjects.find((s) => /tree/.test(s.concept))?.concept ?? 'tree')
  // The crown's lower part at the hand: the art's trees have their crown over the top three fifths.
  const h = Math.max(10, -hand.y / 0.5)
  const { aspect } = drawingShape(treeConcept, artSet)
  const w = h * aspect
  const tree: ArtItem = {
    kind: 'art',
    concept: treeConcept,
    box: { minX: hand.x - w * 0.22, minY: -h, maxX: hand.x + w * 0.78, maxY: 0 },
    key: 'tree',
  }
  const target = { x: hand.x + 0.6, y: -h * 0.52 }
  picker.pose = reaching(first.age, POSES['reach-up'], {
    R: { x: target.x - picker.at.x, y: target.y - picker.at.y },
  })
  const size = first.age === 'child' ? 1.3 : 1.5
  const cx = (tree.box.minX + tree.box.maxX) / 2
  const hung = [
    { x: cx + w * 0.12, y: -h * 0.62 },
    { x: cx - w * 0.1, y: -h * 0.78 },
    { x: cx + w * 0.28, y: -h * 0.75 },
  ].map((p, i) => artItem(fruit, artSet, p.x, p.y + size / 2, size, `fruit${i}`))
  const picked = artItem(
    fruit,
    artSet,
    target.x,
    target.y + size * 0.55,
    size,
    'picked',
    people.object ?? undefined,
  )
  // The ladder's foot on the ground under the picker, its top in the crown.
  const ladder =
    ladderAt >= 0
      ? [
          artItem(
            conceptById(plan.subjects[ladderAt].concept),
            artSet,
            picker.at.x,
            0,
            rung * 3.6,
            'ladder',
            ladderAt,
          ),
        ]
      : []
  return [
    tree,
    ...hung,
    ...ladder,
    ...basket(fruit, artSet, (ladder.length ? -5.2 : -3) * small, 2.6 * small),
    picker,
    picked,
    ...c.others(-7),
  ]
}
