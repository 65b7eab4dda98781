// What the child did to a page, as a list of steps: the picture is a pure function of the steps, so
// undo and redo only move a cursor, and the saved copy is the steps themselves (a few KB), not pixels.

/** Brush widths in page pixels (300 dpi): about 1, 3 and 7 mm. */
export const BRUSH_SIZES = { small: 14, medium: 36, large: 84 } as const
export type BrushSize = keyof typeof BRUSH_SIZES

export type Step =
  /** Tap-to-fill at a page pixel; the region is found again from the point when the step is drawn. */
  | { kind: 'fill'; x: number; y: number; color: string }
  /** A brush line (color) or an eraser line (color null), points as x0, y0, x1, y1 ... in page pixels. */
  | { kind: 'stroke'; color: string | null; width: number; points: number[] }
  /** Start over. */
  | { kind: 'clear' }

export type History = {
  /** Steps already folded into the base picture: no longer undoable. */
  folded: number
  steps: Step[]
  /** steps[0 .. cursor) are on the page; the rest can be redone. */
  cursor: number
}

/** At least this many steps can always be undone. */
export const UNDO_STEPS = 60
/** Once this many steps are undoable, the oldest are folded into the base picture (see foldCount). */
export const FOLD_AT = 100

export const emptyHistory = (): History => ({ folded: 0, steps: [], cursor: 0 })

/** A new step drops whatever could have been redone. */
export function push(history: History, step: Step): History {
  return { ...history, steps: [...history.steps.slice(0, history.cursor), step], cursor: history.cursor + 1 }
}

export const canUndo = (h: History) => h.cursor > 0
export const canRedo = (h: History) => h.cursor < h.steps.length

export function undo(h: History): History {
  return canUndo(h) ? { ...h, cursor: h.cursor - 1 } : h
}

export function redo(h: History): History {
  return canRedo(h) ? { ...h, cursor: h.cursor + 1 } : h
}

/** The steps to draw over the base picture, starting after the last Start over. */
export function visibleSteps(h: History): { fromBase: boolean; steps: Step[] } {
  const applied = h.steps.slice(0, h.cursor)
  let lastClear = -1
  for (let i = applied.length - 1; i >= 0; i--) {
    if (applied[i].kind === 'clear') {
      lastClear = i
      break
    }
  }
  return { fromBase: lastClear < 0, steps: applied.slice(lastClear + 1) }
}

/**
 * How many of the oldest steps to fold into the base picture now: none until FOLD_AT steps are on the
 * page, then all but the newest UNDO_STEPS, so replaying after an undo never draws more than FOLD_AT.
 */
export function foldCount(h: History): number {
  return h.cursor >= FOLD_AT ? h.cursor - UNDO_STEPS : 0
}

/** The history once its first n steps are in the base picture. */
export function fold(h: History, n: number): History {
  return { folded: h.folded + n, steps: h.steps.slice(n), cursor: h.cursor - n }
}

/** A saved history read back: anything malformed is dropped rather than drawn. */
export function parseSteps(value: unknown): Step[] {
  if (!Array.isArray(value)) return []
  return value.filter(isStep)
}

function isStep(s: unknown): s is Step {
  if (!s || typeof s !== 'object') return false
  const step = s as Record<string, unknown>
  if (step.kind === 'clear') return true
  if (step.kind === 'fill')
    return Number.isFinite(step.x) && Number.isFinite(step.y) && typeof step.color === 'string'
  if (step.kind === 'stroke')
    return (
      (step.color === null || typeof step.color === 'string') &&
      Number.isFinite(step.width) &&
      Array.isArray(step.points) &&
      step.points.every(Number.isFinite)
    )
  return false
}
