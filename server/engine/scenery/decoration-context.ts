import type { LineStyle } from '../art'
import type { Box } from '../common'

/** What a '*' decoration is drawn into: the scene, its horizon and ground line, the line style, what to avoid. */
export type DecorationContext = {
  scene: Box
  horizon: number
  groundY: number
  lines: LineStyle
  random: () => number
  /** Boxes already taken (subjects, lettering): decorations go around them. */
  avoid: Box[]
}
