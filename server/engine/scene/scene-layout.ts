import type { Box } from '../common'
import type { Concept, Setting } from '../vocabulary'

export type SceneFrame = {
  page: Box
  /** Where lettering goes, if any. */
  textBox: Box | null
  /** The band at the foot of the page a named place's name is lettered in, if any (plan `caption`). */
  captionBox?: Box
  scene: Box
  horizon: number
  /** Where standing drawings put their feet: a little below the horizon, for depth. */
  groundY: number
}

// The caption band's height and the gap above it, as shares of the printable height.
export const CAPTION_BAND = 0.09
const CAPTION_GAP = 0.015

/**
 * Splits the printable area into a lettering band, the scene and a caption band at the foot (a named place's
 * name), and finds the horizon and ground line. The scene ends above the caption: nothing is drawn over it.
 */
export function frameScene(
  printable: Box,
  setting: Setting,
  text: string[] | null,
  hasSubjects: boolean,
  caption?: string,
): SceneFrame {
  const h = printable.maxY - printable.minY
  let textBox: Box | null = null
  const captionBox = caption ? { ...printable, minY: printable.maxY - h * CAPTION_BAND } : undefined
  let scene = captionBox ? { ...printable, maxY: captionBox.minY - h * CAPTION_GAP } : printable
  if (text) {
    const single = text.length === 1 && text[0].length <= 2
    if (hasSubjects) {
      const band = h * (single ? 0.36 : 0.1 + 0.1 * Math.min(text.length, 2))
      textBox = { ...printable, maxY: printable.minY + band }
      scene = { ...scene, minY: printable.minY + band }
    } else {
      textBox = { ...printable, minY: printable.minY + h * 0.2, maxY: printable.minY + h * 0.62 }
    }
  }
  const sceneH = scene.maxY - scene.minY
  const horizon = scene.minY + sceneH * Math.min(setting.horizon, 1)
  const groundY =
    setting.ground === 'none' ? scene.maxY - sceneH * 0.08 : horizon + (scene.maxY - horizon) * 0.5
  return { page: printable, textBox, scene, horizon, groundY, ...(captionBox ? { captionBox } : {}) }
}

/** Bodies in the heavens: drawn above the horizon, whatever else shares the page. */
export const HEAVENLY = new Set(['sun', 'moon', 'star', 'planet'])

/** The box each subject is fitted into, side by side, by where it naturally sits. */
export function subjectBoxes(
  subjects: Concept[],
  frame: SceneFrame,
  wearsSomething: boolean[],
  placeNamed = false,
): { box: Box; align: 'bottom' | 'center' }[] {
  const { scene, horizon, groundY } = frame
  const width = scene.maxX - scene.minX
  const sceneH = scene.maxY - scene.minY
  const n = subjects.length
  const usable = width * (n === 1 ? 0.82 : 0.96)
  const column = usable / n
  const left = scene.minX + (width - usable) / 2
  return subjects.map((subject, i) => {
    const cx = left + column * (i + 0.5)
    const w = column * 0.94
    let h = sceneH * (n === 1 ? 0.66 : 0.5)
    // Room above the head for a crown or hat.
    if (wearsSomething[i]) h *= 0.78
    const x0 = cx - w / 2
    const x1 = cx + w / 2
    if (subject.bust) {
      // A place the prompt named ("a fox in the snow") needs ground to show on: the head is drawn smaller,
      // lower, and the horizon at its chin leaves the ground below it for the setting.
      const shrink = placeNamed ? (w * 0.3) / 2 : 0
      if (placeNamed) h *= 0.62
      const top = scene.minY + sceneH * (wearsSomething[i] ? 0.2 : placeNamed ? 0.14 : 0.1)
      return {
        box: { minX: x0 + shrink, minY: top, maxX: x1 - shrink, maxY: Math.min(groundY, top + h * 1.1) },
        align: 'center',
      }
    }
    switch (subject.zone) {
      case 'sky': {
        const top = scene.minY + sceneH * 0.12
        // The sun, the moon, a star or a planet hangs high in the sky, clear of the hills (an intricate page's rise
        // above the horizon), never sitting on them.
        const clear = HEAVENLY.has(subject.id) ? horizon - sceneH * 0.14 : Number.POSITIVE_INFINITY
        return {
          box: {
            minX: x0,
            minY: top,
            maxX: x1,
            maxY: Math.max(top + sceneH * 0.2, Math.min(clear, top + h)),
          },
          align: 'center',
        }
      }
      case 'water': {
        const top = scene.minY + sceneH * 0.14
        return {
          box: { minX: x0, minY: top, maxX: x1, maxY: Math.min(horizon + 20, top + h) },
          align: 'center',
        }
      }
      case 'surface': {
        const bottom = horizon + (scene.maxY - horizon) * 0.35
        return { box: { minX: x0, minY: bottom - h, maxX: x1, maxY: bottom }, align: 'bottom' }
      }
      case 'table':
        return {
          box: { minX: x0 + w * 0.1, minY: groundY - h * 0.8, maxX: x1 - w * 0.1, maxY: groundY },
          align: 'bottom',
        }
      default:
        return { box: { minX: x0, minY: groundY - h, maxX: x1, maxY: groundY }, align: 'bottom' }
    }
  })
}

// Slots for props, as shares of the scene: sky props up high, floor props on the ground to either side.
export const SKY_SLOTS = [
  [0.13, 0.1],
  [0.86, 0.1],
  [0.5, 0.06],
  [0.3, 0.2],
  [0.72, 0.22],
  [0.1, 0.32],
  [0.9, 0.34],
]
export const FLOOR_SLOTS = [
  [0.1, 0.45],
  [0.9, 0.5],
  [0.25, 0.85],
  [0.76, 0.9],
  [0.5, 0.98],
  [0.06, 0.95],
  [0.94, 0.95],
]
