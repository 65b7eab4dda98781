// Zoom and pan of the page inside its frame. The page is laid out fitted to the frame (scale 1) and
// moved with a CSS transform: translate(x, y) scale(scale), from its top left corner.

export type View = { scale: number; x: number; y: number }
export type Size = { width: number; height: number }

export const MIN_SCALE = 1
export const MAX_SCALE = 10

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** The page's size at scale 1, fitted inside the frame with a small border. */
export function fitSize(frame: Size, page: Size, border = 12): Size {
  const s = Math.min((frame.width - 2 * border) / page.width, (frame.height - 2 * border) / page.height)
  return { width: Math.max(1, page.width * s), height: Math.max(1, page.height * s) }
}

/** Centred, at scale 1. */
export function fitView(frame: Size, fitted: Size): View {
  return { scale: 1, x: (frame.width - fitted.width) / 2, y: (frame.height - fitted.height) / 2 }
}

/**
 * Scaled around a point of the frame that stays where it is (the point between two fingers, the
 * mouse pointer), then moved by (dx, dy) and kept on screen.
 */
export function zoomAround(
  start: View,
  factor: number,
  at: { x: number; y: number },
  frame: Size,
  fitted: Size,
  dx = 0,
  dy = 0,
): View {
  const scale = clamp(start.scale * factor, MIN_SCALE, MAX_SCALE)
  const k = scale / start.scale
  return keepOnScreen(
    { scale, x: at.x - (at.x - start.x) * k + dx, y: at.y - (at.y - start.y) * k + dy },
    frame,
    fitted,
  )
}

export function panBy(view: View, dx: number, dy: number, frame: Size, fitted: Size): View {
  return keepOnScreen({ ...view, x: view.x + dx, y: view.y + dy }, frame, fitted)
}

/** A page smaller than the frame stays centred on that axis; a larger one cannot leave a gap at an edge. */
export function keepOnScreen(view: View, frame: Size, fitted: Size): View {
  const w = fitted.width * view.scale
  const h = fitted.height * view.scale
  const axis = (pos: number, size: number, room: number) =>
    size <= room ? (room - size) / 2 : clamp(pos, room - size, 0)
  return { scale: view.scale, x: axis(view.x, w, frame.width), y: axis(view.y, h, frame.height) }
}

/** The page pixel under a point of the frame. */
export function toPage(view: View, fitted: Size, page: Size, at: { x: number; y: number }) {
  const perPixel = (fitted.width * view.scale) / page.width
  return { x: (at.x - view.x) / perPixel, y: (at.y - view.y) / perPixel }
}
