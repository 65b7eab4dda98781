import { ART_SETS } from './art-credits'
import { groundShapes, groundTexture } from './backdrop'
import { conceptById } from './concept-index'
import { drawDecoration } from './decorations'
import { composeFigure } from './figures/compose-figure'
import { type Box, unionBox } from './geometry'
import { bubbleLettering } from './lettering'
import { lineStyle } from './line-style'
import { MARGIN_PT, PAGE_SIZES } from './page-size'
import { FRAME_BAND, FRAME_GAP, patternFrame } from './pattern-frame'
import { type PlacedDrawing, placeDrawing } from './place-drawing'
import type { Plan, PlanProp } from './plan'
import { layOutRelation } from './relation-scene'
import { FLOOR_SLOTS, frameScene, SKY_SLOTS, subjectBoxes } from './scene-layout'
import { seededRandom } from './seeded-random'
import { SETTINGS } from './settings'
import { skyBurst } from './sky-burst'
import { watermarkSvg } from './watermark'

export type Credit = { set: string; license: string; drawing: string }
export type Scene = {
  svg: string
  credits: Credit[]
  /** Where every drawing landed (subjects, props, lettering), in page points: all inside the printable area. */
  placed: Box[]
  /** The drawings alone (subjects, their props, placed props), for measuring which regions lie inside them. */
  drawings?: string
}

const overlapShare = (a: Box, b: Box) => {
  const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
  const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
  return w > 0 && h > 0 ? (w * h) / ((a.maxX - a.minX) * (a.maxY - a.minY)) : 0
}

/**
 * Plan to SVG: the page in points (viewBox) sized for 300 dpi, nothing in the margins. There is no
 * full-page background: unpainted is paper, and filling 8 million pixels costs resvg about 100 ms.
 */
export function composeScene(plan: Plan): Scene {
  if (plan.figure) return composeFigure({ ...plan, figure: plan.figure })
  const page = PAGE_SIZES[plan.size]
  const lines = lineStyle(plan.complexity, plan.style)
  const setting = SETTINGS[plan.setting]
  const random = seededRandom(plan.seed ^ 0x5eed)
  const printable: Box = {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
  // Intricate pages are framed by a pattern band; the scene is laid out inside it.
  const framed = plan.complexity === 'intricate'
  const inset = FRAME_BAND + FRAME_GAP
  const frame = frameScene(
    framed
      ? {
          minX: printable.minX + inset,
          minY: printable.minY + inset,
          maxX: printable.maxX - inset,
          maxY: printable.maxY - inset,
        }
      : printable,
    setting,
    plan.text,
    plan.subjects.length > 0,
  )
  const { scene } = frame
  const credits: Credit[] = []
  const credit = (d: PlacedDrawing) => {
    const set = ART_SETS[d.set]
    if (!credits.some((c) => c.set === set.name && c.drawing === d.drawing))
      credits.push({ set: set.name, license: set.license, drawing: d.drawing })
  }
  let ids = 0
  const nextId = () => `d${ids++}_`
  const subjectLines = {
    line: lines.subjectLine,
    minDetail: lines.minDetail,
    hatchSpacing: lines.hatchSpacing,
    hatchLine: lines.hatchLine,
    patternSpacing: lines.patternSpacing,
    patternLine: lines.patternLine,
  }
  const propLines = { ...subjectLines, line: lines.propLine, minDetail: lines.minDetail * 1.2 }

  // Subjects first (drawn last): everything else is laid out around them.
  const subjects = plan.subjects.map((s) => conceptById(s.concept))
  const attached = plan.props.filter((p) => p.subject !== undefined)
  const wears = subjects.map(
    (s, i) => s.topper !== undefined || attached.some((p) => p.subject === i && p.place === 'head'),
  )
  const boxes = subjectBoxes(subjects, frame, wears)
  // Two subjects doing something together: laid out as a pair, drawn back to front.
  const drawOrder = layOutRelation(plan.relations ?? [], subjects, boxes, frame, lines.artSet)
  // Room in front of the mouth for whatever the subject breathes.
  subjects.forEach((concept, i) => {
    const mouth = concept.mouth?.[lines.artSet]
    if (!mouth || !attached.some((p) => p.subject === i && p.place === 'breath')) return
    const box = boxes[i].box
    const room = (box.maxX - box.minX) * 0.3
    if (mouth.facing === 'left') box.minX += room
    else box.maxX -= room
  })
  const placedSubjects = subjects.map((concept, i) =>
    placeDrawing(concept, lines.artSet, boxes[i].box, subjectLines, nextId(), boxes[i].align),
  )
  const taken: Box[] = placedSubjects.map((p) => p.box)
  // A head or bust sits on the ground rather than sinking into it: the horizon drops to its chin, so no
  // ground line runs behind it.
  let horizon = frame.horizon
  subjects.forEach((concept, i) => {
    if (concept.bust && setting.ground !== 'none')
      horizon = Math.min(scene.maxY - 40, Math.max(horizon, placedSubjects[i].box.maxY - lines.subjectLine))
  })
  const groundY = Math.max(frame.groundY, horizon + (scene.maxY - horizon) * 0.5)

  let lettering = ''
  if (plan.text && frame.textBox) {
    const letters = bubbleLettering(plan.text, frame.textBox, {
      outline: lines.subjectLine,
      swell: plan.complexity === 'easy' ? 0.035 : 0.03,
      innerLine: plan.complexity === 'easy' ? 0 : lines.propLine * 0.8,
    })
    lettering = letters.svg
    taken.push(letters.box)
  }

  const toppers: PlanProp[] = subjects.flatMap((s, i) =>
    s.topper ? [{ concept: s.topper, label: s.topper, place: 'head' as const, subject: i }] : [],
  )
  const attachedSvg = [...attached, ...toppers]
    .map((prop) =>
      drawAttached(
        prop,
        placedSubjects,
        lines.artSet,
        propLines,
        nextId,
        credit,
        taken,
        scene,
        toppers.includes(prop),
      ),
    )
    .join('')

  // Backdrop: patterns, ground, decorations, then props, back to front.
  let back = ''
  let drawingSvg = ''
  // Intricate: no wallpaper of motifs (hundreds of specks around the subject); the frame and a sunburst from
  // behind the subject compose the page.
  if (framed && placedSubjects.length) {
    const b = placedSubjects.map((p) => p.box).reduce(unionBox)
    back += skyBurst(
      { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 },
      {
        minX: scene.minX - FRAME_GAP,
        minY: scene.minY - FRAME_GAP,
        maxX: scene.maxX + FRAME_GAP,
        maxY: scene.maxY + FRAME_GAP,
      },
      lines.backdropLine * 0.8,
    )
  }
  // Inside a frame the ground runs on under it, so it meets the frame rather than stopping short of it.
  const groundArea = framed
    ? {
        minX: scene.minX - FRAME_GAP,
        minY: scene.minY - FRAME_GAP,
        maxX: scene.maxX + FRAME_GAP,
        maxY: scene.maxY + FRAME_GAP,
      }
    : scene
  const ground = groundShapes(setting.ground, groundArea, horizon, lines, random)
  back += ground.svg
  if (lines.patterns && ground.clip)
    back += groundTexture(ground.clip, { ...scene, minY: horizon }, lines, random)
  const ctx = { scene, horizon, groundY, lines, random, avoid: taken }
  const skySlots = [...SKY_SLOTS]
  const floorSlots = [...FLOOR_SLOTS]
  const easy = plan.complexity === 'easy'
  for (const prop of plan.props.filter((p) => p.subject === undefined)) {
    if (prop.concept.startsWith('*')) {
      back += drawDecoration(prop.concept, ctx)
      continue
    }
    const concept = conceptById(prop.concept)
    const size = (scene.maxX - scene.minX) * (easy ? 0.22 : 0.16) * (prop.place === 'sky' ? 1 : 1.1)
    const slots = prop.place === 'sky' ? skySlots : floorSlots
    for (let k = 0; k < slots.length; k++) {
      const [fx, fy] = slots[k]
      const cx = scene.minX + (scene.maxX - scene.minX) * fx
      const box: Box =
        prop.place === 'sky'
          ? {
              minX: cx - size / 2,
              minY: scene.minY + (horizon - scene.minY) * fy,
              maxX: cx + size / 2,
              maxY: scene.minY + (horizon - scene.minY) * fy + size,
            }
          : (() => {
              const bottom = Math.min(scene.maxY - 4, horizon + (scene.maxY - horizon) * fy)
              return { minX: cx - size / 2, minY: bottom - size, maxX: cx + size / 2, maxY: bottom }
            })()
      if (box.minX < scene.minX || box.maxX > scene.maxX || box.minY < scene.minY) continue
      if (taken.some((t) => overlapShare(box, t) > 0.08)) continue
      slots.splice(k, 1)
      const placed = placeDrawing(concept, lines.artSet, box, propLines, nextId(), 'bottom', random() < 0.5)
      taken.push(placed.box)
      credit(placed)
      back += placed.svg
      drawingSvg += placed.svg
      break
    }
  }
  for (const placed of placedSubjects) credit(placed)

  const front = drawOrder.map((i) => placedSubjects[i].svg).join('') + attachedSvg
  drawingSvg += front
  const border = framed ? patternFrame(printable, lines.backdropLine) : ''
  const art = back + border + front + lettering
  const watermark = plan.watermark ? watermarkSvg(printable) : ''
  const f = (v: number) => v.toFixed(2)
  // The margins are painted white last instead of clipping: a page-sized clip path costs resvg about a
  // second a page, four rectangles nothing. Printable content never reaches far into them anyway.
  const W = page.widthPt
  const H = page.heightPt
  const m = MARGIN_PT
  const margins = `<path d="M0 0H${f(W)}V${m}H0ZM0 ${f(H - m)}H${f(W)}V${f(H)}H0ZM0 0H${m}V${f(H)}H0ZM${f(W - m)} 0H${f(W)}V${f(H)}H${f(W - m)}Z" fill="#fff"/>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    `${art}${watermark}${margins}</svg>`
  return { svg, credits, placed: taken, drawings: drawingSvg }
}

function drawAttached(
  prop: PlanProp,
  subjects: PlacedDrawing[],
  artSet: Parameters<typeof placeDrawing>[1],
  lines: Parameters<typeof placeDrawing>[3],
  nextId: () => string,
  credit: (d: PlacedDrawing) => void,
  taken: Box[],
  area: Box,
  flag = false,
): string {
  const subject = subjects[prop.subject ?? 0]
  if (!subject) return ''
  const concept = conceptById(prop.concept)
  const w = subject.box.maxX - subject.box.minX
  const h = subject.box.maxY - subject.box.minY
  let box: Box
  if (flag) {
    // Flown from the top of the mast: the flag's near edge on the mast, the mast hidden behind it.
    const size = Math.min(w, h) * 0.32
    const x = subject.headTop.x - size * 0.05
    box = {
      minX: x,
      minY: subject.headTop.y - size * 0.45,
      maxX: x + size,
      maxY: subject.headTop.y + size * 0.55,
    }
  } else if (prop.place === 'head') {
    const size = Math.min(w, h) * 0.42
    const bottom = subject.headTop.y + size * 0.3
    box = {
      minX: subject.headTop.x - size / 2,
      minY: bottom - size,
      maxX: subject.headTop.x + size / 2,
      maxY: bottom,
    }
  } else if (prop.place === 'breath') {
    // Out of the mouth when the catalogue knows where it is, else beside the head.
    const size = Math.min(w, h) * 0.42
    const mouth = subject.mouth ?? {
      x: subject.headTop.x,
      y: subject.headTop.y + size * 0.6,
      facing: 'right' as const,
    }
    const x = mouth.facing === 'left' ? mouth.x - size * 0.95 : mouth.x - size * 0.05
    box = { minX: x, minY: mouth.y - size * 0.55, maxX: x + size, maxY: mouth.y + size * 0.45 }
  } else {
    const size = Math.min(w, h) * 0.4
    const x = subject.box.maxX - size * 0.35
    const y = prop.place === 'hand' ? subject.box.minY + h * 0.15 : subject.groundY - size
    box = { minX: x, minY: y, maxX: x + size, maxY: y + size }
  }
  const placed = placeDrawing(
    concept,
    artSet,
    fitInside(box, area, lines.line),
    lines,
    nextId(),
    prop.place === 'head' ? 'bottom' : 'center',
  )
  taken.push(placed.box)
  credit(placed)
  return placed.svg
}

/** Moves a box into `area` (inset by `pad`), shrinking it about its centre first if it is too big. */
export function fitInside(box: Box, area: Box, pad: number): Box {
  const inner = { minX: area.minX + pad, minY: area.minY + pad, maxX: area.maxX - pad, maxY: area.maxY - pad }
  const scale = Math.min(
    1,
    (inner.maxX - inner.minX) / (box.maxX - box.minX),
    (inner.maxY - inner.minY) / (box.maxY - box.minY),
  )
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  const w = ((box.maxX - box.minX) * scale) / 2
  const h = ((box.maxY - box.minY) * scale) / 2
  const dx = Math.max(0, inner.minX - (cx - w)) - Math.max(0, cx + w - inner.maxX)
  const dy = Math.max(0, inner.minY - (cy - h)) - Math.max(0, cy + h - inner.maxY)
  return { minX: cx - w + dx, minY: cy - h + dy, maxX: cx + w + dx, maxY: cy + h + dy }
}
