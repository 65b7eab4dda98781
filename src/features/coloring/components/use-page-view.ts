import { type RefObject, useEffect, useRef, useState } from 'react'
import { fitSize, fitView, type Size, type View, zoomAround } from '../view-transform'
import { local } from './stage-point'

/**
 * The page's place in its frame: the frame's size as it changes, the page fitted to it, and the zoom and
 * pan (`view`), back to the whole page on a new frame size or page, and zoomed by the mouse wheel.
 */
export function usePageView(frameRef: RefObject<HTMLDivElement | null>, page: Size | null) {
  const [frame, setFrame] = useState<Size>({ width: 0, height: 0 })
  const fitted = page && frame.width > 0 ? fitSize(frame, page) : { width: 1, height: 1 }
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 })
  const latest = useRef({ view, frame, fitted })
  latest.current = { view, frame, fitted }

  useEffect(() => {
    const el = frameRef.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      setFrame({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [frameRef])

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
  }, [frameRef])

  return { frame, fitted, view, setView }
}
