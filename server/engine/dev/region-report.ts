// npm run eval:regions [-- --prompts="a sea turtle|an owl in the forest" --style=cartoon]: per page, easy and
// intricate, the colourable regions inside the drawings against the background, the smallest region, the
// number under 2 mm across and the typical line width; then a summary against the targets. `--held-out` measures
// prompts not used while tuning the pages instead; `--png=dir` also writes each intricate page to look at.

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lineStyle } from '../art/line-style'
import { makePlan } from '../plan/make-plan'
import type { Complexity, Style } from '../plan/plan'
import { pageRegions } from '../render/page-regions'
import { shutdownRenderPool } from '../render/render-pool'
import { pagePng } from '../render-page'
import { composeScene } from '../scene/compose-scene'

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=')
    return [key, value.join('=') || 'true'] as const
  }),
)
const DEFAULT_PROMPTS = [
  'giraffe eating leaves',
  'an owl in the forest',
  'a lion wearing a crown',
  'a sea turtle',
  'a cat and a dog in a garden',
  'a rocket in space',
]
// Never looked at while the settings and patterns were tuned: the honest figures.
const HELD_OUT = [
  'a zebra',
  'a whale',
  'a fox in the woods',
  'an eagle',
  'an elephant',
  'an octopus',
  'a butterfly',
  'a horse on a farm',
  'a cat',
  'a unicorn',
]
const prompts = args.get('prompts')?.split('|') ?? (args.has('held-out') ? HELD_OUT : DEFAULT_PROMPTS)
const style = (args.get('style') ?? 'cartoon') as Style
const pngDir = args.get('png')

console.log(
  'prompt'.padEnd(30),
  'complexity'.padEnd(10),
  'inside  backgr  inside%  smallest  <2mm   line pt  blobs  regions x easy',
)
const ratios: number[] = []
const shares: number[] = []
let smallestMm = Infinity
let specks = 0
const blobs: number[] = []
for (const prompt of prompts) {
  let easyTotal = 0
  for (const complexity of ['easy', 'intricate'] as Complexity[]) {
    const scene = composeScene(makePlan({ prompt, complexity, style, seed: 1 }))
    const r = await pageRegions(scene, lineStyle(complexity, style).speckArea)
    const total = r.inside + r.background
    if (complexity === 'easy') easyTotal = total
    else {
      ratios.push(total / easyTotal)
      shares.push(r.insideShare)
      smallestMm = Math.min(smallestMm, r.smallestMm)
      specks += r.specks
      blobs.push(r.blackBlobs)
    }
    console.log(
      prompt.slice(0, 30).padEnd(30),
      complexity.padEnd(10),
      String(r.inside).padStart(6),
      String(r.background).padStart(7),
      `${(100 * r.insideShare).toFixed(0)} %`.padStart(8),
      `${r.smallestMm.toFixed(2)} mm`.padStart(9),
      String(r.specks).padStart(6),
      r.lineWidthPt.toFixed(2).padStart(8),
      String(r.blackBlobs).padStart(6),
      complexity === 'easy' ? '' : (total / easyTotal).toFixed(1).padStart(8),
    )
    if (pngDir && complexity === 'intricate') {
      const name = join(pngDir, `${prompt.replace(/\W+/g, '-')}-${style}.png`)
      writeFileSync(name, await pagePng(scene.svg, { complexity, style }))
    }
  }
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]
const meeting = shares.filter((x) => x >= 0.7).length
console.log(
  `intricate pages: inside share median ${(100 * median(shares)).toFixed(0)} %, ` +
    `${meeting} of ${shares.length} at 70 % or more (lowest ${(100 * Math.min(...shares)).toFixed(0)} %); ` +
    `smallest region ${smallestMm.toFixed(2)} mm, ${specks} under 2 mm`,
)
console.log(
  `black blobs (closed slivers, spots) per intricate page: median ${median(blobs)}, ` +
    `total ${blobs.reduce((a, b) => a + b, 0)}`,
)
console.log(`median intricate / easy regions: ${median(ratios).toFixed(1)} (target 5)`)
await shutdownRenderPool()
