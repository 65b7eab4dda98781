import { type RefObject, useRef } from 'react'
import type { ColoringSession } from '../coloring-session'
import { fitView, keepOnScreen, type Size, type View, zoomAround } from '../view-transform'
import { FitIcon, ZoomInIcon, ZoomOutIcon } from './icons'
import { usePageView } from './use-page-view'
import { type Tool, useStageGestures } from './use-stage-gestures'

export type { Tool } from './use-stage-gestures'

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

/**
 * The page: tap to fill (or draw with the brush), pinch or two fingers to zoom and pan on touch,
 * wheel to zoom and drag to pan with a mouse. Nothing here needs a hover.
 */
export function ColoringStage({ session, page, linesUrl, title, tool, color, brushWidth, canvasRef }: Props) {
  const frameRef = useRef<HTMLDivElement>(null)
  const { frame, fitted, view, setView } = usePageView(frameRef, page)
  const { onPointerDown, onPointerMove, onPointerUp } = useStageGestures(frameRef, setView, {
    view,
    frame,
    fitted,
    page,
    session,
    tool,
    color,
    brushWidth,
  })

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
      <ZoomButtons view={view} frame={frame} fitted={fitted} setView={setView} />
    </div>
  )
}

/** Zoom in and out round the frame's middle, and back to the whole page. */
function ZoomButtons({
  view,
  frame,
  fitted,
  setView,
}: {
  view: View
  frame: Size
  fitted: Size
  setView: (view: View) => void
}) {
  function zoomBy(factor: number) {
    setView(zoomAround(view, factor, { x: frame.width / 2, y: frame.height / 2 }, frame, fitted))
  }
  return (
    <fieldset className="coloring-zoom">
      <legend className="visually-hidden">Zoom</legend>
      <button type="button" className="coloring-icon-button" onClick={() => zoomBy(1.5)} aria-label="Zoom in">
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
  )
}
