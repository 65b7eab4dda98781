import { type RefObject, useEffect, useRef, useState } from 'react'
import type { ColoringSession } from '../coloring-session'
import {
  fitSize,
  fitView,
  keepOnScreen,
  panBy,
  type Size,
  toPage,
  type View,
  zoomAround,
} from '../view-transform'
import { FitIcon, ZoomInIcon, ZoomOutIcon } from './icons'

export type Tool = 'fill' | 'brush' | 'eraser'

type Props = {
  session: ColoringSession | null
  page: Size | null
  /** Object URL of the page itself: its black lines are shown over the colors (multiply). */
  linesUrl: string
  title: string
  tool: Tool
  color: string
  brushWidth: number
  canvasRef: RefObject<HTMLCanvasElement | null>
}

type Point = { x: number; y: number }
type Gesture =
  | { kind: 'tap' | 'pan'; start: Point; view: View; panOnly: boolean }
  | { kind: 'draw' }
  | { kind: 'pinch'; distance: number; middle: Point; view: View }
  | { kind: 'done' }

/** A tap that moved less than this (CSS pixels) is a tap, not a pan. */
const TAP_SLOP = 10
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * The page: tap to fill (or draw with the brush), pinch or two fingers to zoom and pan on touch,
 * wheel to zoom and drag to pan with a mouse. Nothing here needs a hover.
 */
export function ColoringStage({ session, page, linesUrl, title, tool, color, brushWidth, canvasRef }: Props) {
  const frameRef = useRef<HTMLDivElement>(null)
  const [frame, setFrame] = useState<Size>({ width: 0, height: 0 })
  const fitted = page && frame.width > 0 ? fitSize(frame, page) : { width: 1, height: 1 }
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 })
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture | null>(null)
  const latest = useRef({ view, frame, fitted, page, session, tool, color, brushWidth })
  latest.current = { view, frame, fitted, page, session, tool, color, brushWidth }

  useEffect(() => {
    const el = frameRef.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      setFrame({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // A new frame size (rotation, resize) or page: back to the whole page.
  const fw = fitted.width
  const fh = fitted.height
  useEffect(() => {
    if (frame.width > 0) setView(fitView(frame, { width: fw, height: fh }))
  }, [frame, fw, fh])

  // Wheel zoom needs a non-passive listener to keep the page itself from scrolling.
  useEffect(() => {
    const el = frameRef.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const { view: v, frame: f, fitted: fit } = latest.current
      const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0025))
      setView(zoomAround(v, factor, local(el, e), f, fit))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [])

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

  function zoomBy(factor: number) {
    setView(zoomAround(view, factor, { x: frame.width / 2, y: frame.height / 2 }, frame, fitted))
  }

  const cursor = tool === 'fill' ? 'pointer' : 'crosshair'
  return (
    <div className="coloring-stage">
      <div
        ref={frameRef}
        className="coloring-frame"
        role="application"
        aria-label="Page to color: tap a shape to fill it"
        style={{ cursor }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => onPointerUp(e)}
        onPointerCancel={(e) => onPointerUp(e, true)}
        onLostPointerCapture={(e) => onPointerUp(e, true)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <div
          className="coloring-sheet"
          role="img"
          aria-label={`Coloring page: ${title}`}
          hidden={!page}
          data-width={page?.width}
          data-height={page?.height}
          style={{
            width: fitted.width,
            height: fitted.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <canvas ref={canvasRef} className="coloring-sheet__colors" />
          <img className="coloring-sheet__lines" src={linesUrl} alt="" draggable={false} />
        </div>
      </div>
      <fieldset className="coloring-zoom">
        <legend className="visually-hidden">Zoom</legend>
        <button
          type="button"
          className="coloring-icon-button"
          onClick={() => zoomBy(1.5)}
          aria-label="Zoom in"
        >
          <ZoomInIcon />
        </button>
        <button
          type="button"
          className="coloring-icon-button"
          onClick={() => zoomBy(1 / 1.5)}
          aria-label="Zoom out"
        >
          <ZoomOutIcon />
        </button>
        <button
          type="button"
          className="coloring-icon-button"
          onClick={() => setView(keepOnScreen(fitView(frame, fitted), frame, fitted))}
          aria-label="Whole page"
        >
          <FitIcon />
        </button>
      </fieldset>
    </div>
  )
}

function local(el: HTMLElement, e: { clientX: number; clientY: number }): Point {
  const rect = el.getBoundingClientRect()
  return { x: e.clientX - rect.left, y: e.clientY - rect.top }
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
