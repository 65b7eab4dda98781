import { placeDrawing } from '../art'
import type { Box } from '../common'
import { groundShapes } from '../scenery'
import { conceptById, SETTINGS, type SettingId } from '../vocabulary'
import type { FigureContext } from './figure-kit'

// The place a number page's things are in ("seven ducks on a pond", "eight crabs on the sand"): the setting's
// ground drawn across the band the things stand in, from a third of the way down, so they sit on the water,
// the sand or the grass. A sky ("ten stars in the night sky") has no ground: its moon, or a cloud by day, is
// drawn beside the number's name, where the page is empty.

const SKY_SIGNS: Partial<Record<SettingId, string>> = { night: 'moon', space: 'moon', sky: 'cloud' }

/**
 * The place of `setting`: its ground across `things` (the counted things' band), behind what is drawn over it,
 * or its sky's sign at the right of `word` (the band of the number's name).
 */
export function numberPagePlace(ctx: FigureContext, setting: SettingId, things: Box, word: Box): string {
  const sign = SKY_SIGNS[setting]
  if (sign) {
    const size = Math.min(word.maxY - word.minY, (ctx.area.maxX - ctx.area.minX) * 0.2)
    const cell = { minX: ctx.area.maxX - size, minY: word.minY, maxX: ctx.area.maxX, maxY: word.minY + size }
    const lines = {
      line: ctx.lines.propLine,
      minDetail: ctx.lines.minDetail * 1.2,
      hatchSpacing: ctx.lines.hatchSpacing,
      hatchLine: ctx.lines.hatchLine,
    }
    return ctx.placed(placeDrawing(conceptById(sign), ctx.lines.artSet, cell, lines, ctx.nextId(), 'center'))
  }
  const ground = SETTINGS[setting]?.ground ?? 'none'
  if (ground === 'none') return ''
  const scene = { ...things, minX: ctx.area.minX, maxX: ctx.area.maxX, maxY: ctx.area.maxY }
  const horizon = things.minY + (things.maxY - things.minY) * 0.4
  return groundShapes(ground, scene, horizon, ctx.lines, ctx.random).svg
}
