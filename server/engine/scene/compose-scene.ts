import type { LineStyle } from '../art'
import { lineStyle } from '../art'
import { type Box, PAGE_SIZES, pageSvg, printableArea, type Scene, seededRandom, unionBox } from '../common'
import { composeFigure } from '../figures'
import { bubbleLettering, captionPlate, watermarkBox, watermarkSvg } from '../lettering'
import type { Plan, PlanProp } from '../plan'
import {
  composedScene,
  FRAME_BAND,
  FRAME_GAP,
  groundShapes,
  groundTexture,
  LEAF_FOODS,
  lakeGround,
  lakeScene,
  outlined,
  patternFrame,
  reachingAcacia,
  type StillWater,
  skyBurst,
} from '../scenery'
import { SETTINGS, type Setting } from '../vocabulary'
import { drawAttachedProps } from './attached-props'
import { placeLooseProps } from './loose-props'
import { onTheWorktop, worktopFrame } from './on-the-worktop'
import { placePeople } from './people-scene'
import { type PlacedSubjects, placeSubjects } from './place-subjects'
import { sceneKit } from './scene-kit'
import { frameScene, type SceneFrame } from './scene-layout'

const grow = (b: Box, d: number): Box => ({
  minX: b.minX - d,
  minY: b.minY - d,
  maxX: b.maxX + d,
  maxY: b.maxY + d,
})

/**
 * Plan to SVG: the page in points (viewBox) sized for 300 dpi, nothing in the margins. There is no
 * full-page background: unpainted is paper, and filling 8 million pixels costs resvg about 100 ms.
 * Back to front: backdrop, loose props, the frame, the subjects with what they hold or wear, the lettering.
 */
export function composeScene(plan: Plan): Scene {
  if (plan.figure) return composeFigure({ ...plan, figure: plan.figure })
  const page = PAGE_SIZES[plan.size]
  const lines = lineStyle(plan.complexity, plan.style)
  const setting = SETTINGS[plan.setting]
  const random = seededRandom(plan.seed ^ 0x5eed)
  const printable = printableArea(page)
  // Intricate pages are framed by a pattern band; the scene is laid out inside it.
  const framed = plan.complexity === 'intricate'
  const frame = frameScene(
    framed ? grow(printable, -(FRAME_BAND + FRAME_GAP)) : printable,
    setting,
    plan.text,
    plan.subjects.length > 0,
    plan.caption,
  )
  const { scene } = frame
  const kit = sceneKit(lines)
  // Things on a kitchen worktop stand on its top, the counter's front drawn under them (on-the-worktop.ts).
  const worktop = onTheWorktop(plan) ? worktopFrame(frame, lines.backdropLine) : null
  const people = plan.people ? placePeople(plan, plan.people, frame, kit) : null
  const subjects = people ?? placeSubjects(plan, worktop?.frame ?? frame, setting, kit)
  const taken: Box[] = subjects.placed.map((p) => p.box)
  const lettering = letterText(plan, frame, lines, taken) + letterCaption(plan, frame, lines, taken)
  const attachedSvg = drawAttachedProps(
    people ? { ...plan, props: plan.props.filter((p) => !people.consumed.includes(p)) } : plan,
    subjects.placed,
    subjects.concepts.map((c) => c.topper),
    kit,
    taken,
    scene,
  )
  const { horizon, groundY } = subjects
  const behind = backdrop(plan, subjects, frame, setting, lines, random)
  let back = behind.svg + foodTree(plan, subjects, frame, lines, taken) + (worktop?.svg ?? '')
  // A composed scene is the setting already: its props would only scatter small pieces over it. What the
  // prompt named (a night sky, a dock, a cave) is drawn over it all the same, but for a sun: it draws its own.
  // The snowy winter's composed scene is a snowy wood already: named pines over it would stand on its own.
  const named = plan.props.filter(
    (p) =>
      p.named &&
      p.subject === undefined &&
      p.concept !== 'sun' &&
      !(plan.setting === 'snow' && p.concept === '*snowy-pines'),
  )
  // What the people's layout drew (a building behind them) is not scattered again.
  const free = (props: PlanProp[]) => (people ? props.filter((p) => !people.consumed.includes(p)) : props)
  const loose = placeLooseProps(
    { ...plan, props: free(behind.composed ? named : plan.props) },
    { scene, horizon, groundY, lines, random, avoid: worktop ? [...taken, worktop.counter] : taken },
    kit,
  )
  back += loose.svg
  for (const placed of subjects.placed) if (placed.drawing) kit.credit(placed)

  const front = subjects.drawOrder.map((i) => subjects.placed[i].svg).join('') + attachedSvg
  const markBand = framed ? FRAME_BAND : 0
  const border = framed
    ? patternFrame(
        printable,
        lines.backdropLine,
        !behind.composed && !lines.penContour,
        plan.watermark ? watermarkBox(printable, markBand) : undefined,
      )
    : ''
  const watermark = plan.watermark ? watermarkSvg(printable, markBand) : ''
  const svg = pageSvg(page, back + border + front + lettering + watermark)
  return { svg, credits: kit.credits, placed: taken, drawings: loose.drawings + front }
}

function letterText(plan: Plan, frame: SceneFrame, lines: LineStyle, taken: Box[]): string {
  if (!plan.text || !frame.textBox) return ''
  const letters = bubbleLettering(plan.text, frame.textBox, {
    outline: lines.subjectLine,
    swell: plan.complexity === 'easy' ? 0.035 : 0.03,
    innerLine: plan.complexity === 'easy' ? 0 : lines.propLine * 0.8,
  })
  taken.push(letters.box)
  return letters.svg
}

/** A named place's name on its plate at the page's foot, over the scenery that runs under it. */
function letterCaption(plan: Plan, frame: SceneFrame, lines: LineStyle, taken: Box[]): string {
  if (!plan.caption || !frame.captionBox) return ''
  // Hardly any swell: caption letters are small, and a greeting's swell would fill the counters of B, e and a
  // with black where the outline reaches past the white.
  const plate = captionPlate(plan.caption, frame.captionBox, {
    outline: lines.subjectLine,
    swell: 0.005,
    innerLine: 0,
  })
  taken.push(plate.box)
  return plate.svg
}

// Skies a prompt names that fill the sky where a composed scene's sun would stand (plan/named-places.ts).
const FALLING_SKIES = /^\*(rain|storm|snowfall|hail|fog|falling-leaves)$/

/**
 * Behind everything. Intricate pages: the setting as a composed scene (a wood, the sea, a night sky, a
 * savanna), or where none fits a sunburst from behind the subjects; then the ground and its texture.
 */
function backdrop(
  plan: Plan,
  subjects: PlacedSubjects,
  frame: SceneFrame,
  setting: Setting,
  lines: LineStyle,
  random: () => number,
): { svg: string; composed: boolean } {
  const { scene } = frame
  const framed = plan.complexity === 'intricate'
  // Inside a frame the scenery runs on under it, so it meets the frame rather than stopping short of it.
  const area = framed ? grow(scene, FRAME_GAP) : scene
  const still = stillWater(plan)
  const sceneArea = {
    area,
    horizon: subjects.horizon,
    groundY: subjects.groundY,
    avoid: subjects.placed.map((p) => p.box),
    line: lines.backdropLine,
    random,
    quiet: lines.penContour > 0,
    // A sky the prompt names that falls or hides the light (rain, snow, falling leaves) has no sun of the scene's.
    ownLight:
      subjects.concepts.some((c) => c.id === 'sun' || c.id === 'moon') ||
      plan.props.some((p) => p.named && FALLING_SKIES.test(p.concept)),
  }
  const composed =
    framed && subjects.placed.length
      ? still
        ? lakeScene(sceneArea)
        : composedScene(setting.id, sceneArea)
      : null
  let back = composed?.sky ?? ''
  // Intricate pages with no composed scene: no wallpaper of motifs (hundreds of specks around the subject);
  // the frame and a sunburst from behind the subject compose the page.
  if (framed && subjects.placed.length && !composed) {
    const b = subjects.placed.map((p) => p.box).reduce(unionBox)
    // A pen drawing keeps the page quiet round it: half the rays, so the drawing holds most of the regions.
    const rays = lines.penContour ? 12 : 24
    back += skyBurst(
      { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 },
      area,
      lines.backdropLine * 0.8,
      rays,
    )
  }
  const ground = still
    ? lakeGround(area, subjects.horizon, lines, random, still)
    : groundShapes(setting.ground, area, subjects.horizon, lines, random)
  back += ground.svg
  if (lines.patterns && ground.clip && composed?.pebbles !== false)
    // A composed scene's ground is its foreground: a denser texture of pebbles, each over 2 mm across.
    back += groundTexture(
      ground.clip,
      { ...scene, minY: subjects.horizon },
      lines,
      random,
      // Round a pen drawing a few pebbles: dozens would outnumber the drawing's own regions.
      lines.penContour ? (composed ? 18 : 8) : composed ? 40 : 28,
      composed ? [...subjects.placed.map((p) => p.box), ...(composed.plants ?? [])] : [],
    )
  back += composed?.ground ?? ''
  return { svg: back, composed: composed !== null }
}

/**
 * A lake, a pond or a river the prompt names is water between shores (scenery/lake-scene.ts), not the sea's
 * rows of waves: a river is a band of water with a bank on either side.
 */
export function stillWater(plan: Plan): StillWater | null {
  if (plan.setting !== 'sea') return null
  const named = plan.namedSetting?.toLowerCase()
  if (named === 'lake' || named === 'pond') return named
  return named === 'river' || named === 'stream' || named === 'canal' ? 'river' : null
}

/** Leaves are eaten off a tree: one whose canopy holds the leaves at the eater's mouth (a giraffe's acacia). */
function foodTree(
  plan: Plan,
  subjects: PlacedSubjects,
  frame: SceneFrame,
  lines: LineStyle,
  taken: Box[],
): string {
  let svg = ''
  for (const { actor, relation, object } of plan.relations ?? []) {
    if (relation !== 'eating' || !LEAF_FOODS.has(plan.subjects[object]?.concept)) continue
    const eater = subjects.placed[actor]
    const food = subjects.placed[object].box
    const facing =
      eater.mouth?.facing ??
      ((food.minX + food.maxX) / 2 < (eater.box.minX + eater.box.maxX) / 2 ? 'left' : 'right')
    const tree = reachingAcacia(food, facing, frame.scene, subjects.groundY)
    taken.push(tree.box)
    svg += outlined(tree.trunk, lines.backdropLine) + outlined(tree.canopy, lines.backdropLine)
  }
  return svg
}
