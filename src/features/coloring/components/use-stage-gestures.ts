import { type RefObject, useRef } from 'react'
import type { ColoringSession } from '../coloring-session'
import { panBy, type Size, toPage, type View, zoomAround } from '../view-transform'
import { local, type Point } from './stage-point'

export type Tool = 'fill' | 'brush' | 'eraser'

type Gesture =
  | { kind: 'tap' | 'pan'; start: Point; view: View; panOnly: boolean }
  | { kind: 'draw' }
  | { kind: 'pinch'; distance: number; middle: Point; view: View }
  | { kind: 'done' }

/** What the gestures read when they happen: the latest render's values. */
export type StageState = {
  view: View
  frame: Size
  fitted: Size
  page: Size | null
  session: ColoringSession | null
  tool: Tool
  color: string
  brushWidth: number
}

/** A tap that moved less than this (CSS pixels) is a tap, not a pan. */
const TAP_SLOP = 10
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * The page's pointer handlers: tap to fill (or draw with the brush), pinch or two fingers to zoom and pan
 * on touch, drag to pan with a mouse.
 */
export function useStageGestures(
  frameRef: RefObject<HTMLDivElement | null>,
  setView: (view: View) => void,
  state: StageState,
) {
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture | null>(null)
  const latest = useRef(state)
  latest.current = state

  function pagePoint(at: Point) {
    const { view: v, fitted: fit, page: p } = latest.current
    return p ? toPage(v, fit, p, at) : at
  }

  function onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
    const el = frameRef.current
    if (!el || !latest.current.session) return
    el.setPointerCapture?.(e.pointerId)
    // A first finger starts a new touch: forget any pointer whose end never arrived.
    if (e.isPrimary && pointers.current.size > 0) {
      if (gesture.current?.kind === 'draw') latest.current.session.cancelStroke()
      pointers.current.clear()
      gesture.current = null
    }
    const at = local(el, e)
    pointers.current.set(e.pointerId, at)
    const g = gesture.current
    if (pointers.current.size === 2) {
      if (g?.kind === 'draw') latest.current.session.cancelStroke()
      const [a, b] = [...pointers.current.values()]
      gesture.current = {
        kind: 'pinch',
        distance: distance(a, b),
        middle: middle(a, b),
        view: latest.current.view,
      }
      return
    }
    if (pointers.current.size > 2 || g) return
    const panOnly = e.pointerType === 'mouse' && e.button !== 0
    if (latest.current.tool === 'fill' || panOnly) {
      gesture.current = { kind: 'tap', start: at, view: latest.current.view, panOnly }
      return
    }
    gesture.current = { kind: 'draw' }
    const p = pagePoint(at)
    const { tool: t, color: c, brushWidth: w } = latest.current
    latest.current.session.startStroke(t === 'eraser' ? null : c, w, p.x, p.y)
  }

  function onPointerMove(e: React.PointerEvent<HTMLDivElement>) {
    const el = frameRef.current
    if (!el || !pointers.current.has(e.pointerId)) return
    const at = local(el, e)
    pointers.current.set(e.pointerId, at)
    const g = gesture.current
    const { frame: f, fitted: fit, session: s } = latest.current
    if (g?.kind === 'pinch' && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()]
      const m = middle(a, b)
      setView(
        zoomAround(g.view, distance(a, b) / g.distance, g.middle, f, fit, m.x - g.middle.x, m.y - g.middle.y),
      )
    } else if (g?.kind === 'tap' && distance(at, g.start) > TAP_SLOP) {
      gesture.current = { ...g, kind: 'pan' }
    } else if (g?.kind === 'pan') {
      setView(panBy(g.view, at.x - g.start.x, at.y - g.start.y, f, fit))
    } else if (g?.kind === 'draw' && s) {
      const events = e.nativeEvent.getCoalescedEvents?.() ?? []
      for (const ev of events.length > 0 ? events : [e.nativeEvent]) {
        const p = pagePoint(local(el, ev))
        s.extendStroke(p.x, p.y)
      }
    }
  }

  function onPointerUp(e: React.PointerEvent<HTMLDivElement>, cancelled = false) {
    const el = frameRef.current
    if (!el || !pointers.current.delete(e.pointerId)) return
    const g = gesture.current
    const s = latest.current.session
    if (g?.kind === 'draw' && s) {
      if (cancelled) s.cancelStroke()
      else s.endStroke()
    }
    if (g?.kind === 'tap' && !g.panOnly && !cancelled && s) {
      const p = pagePoint(local(el, e))
      const drawStart = performance.now()
      if (s.fill(p.x, p.y, latest.current.color)) markFill(e.timeStamp, drawStart)
    }
    gesture.current = pointers.current.size === 0 ? null : { kind: 'done' }
  }

  return { onPointerDown, onPointerMove, onPointerUp }
}

/** Tap-to-fill latency, from the tap to the frame that shows the fill, for the benchmark (bench:color). */
function markFill(tappedAt: number, drawStart: number) {
  performance.measure('colorly:fill-draw', { start: drawStart, end: performance.now() })
  requestAnimationFrame(() => {
    setTimeout(() => {
      try {
        performance.measure('colorly:fill', { start: tappedAt, end: performance.now() })
      } catch {
        // Older browsers without measure options: nothing to record.
      }
    }, 0)
  })
}
