import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { ColoringSession, type SessionState } from './coloring-session'
import { loadColoring, saveColoring } from './coloring-store'
import { loadRegions } from './load-regions'

// Builds the region map, takes up the saved coloring, and saves every change on the device: shortly
// after each step, and at once when the tab is hidden or closed (a tablet may be switched off any time).

const SAVE_DELAY_MS = 300

export type SaveState = 'saved' | 'saving' | 'failed'

export type ColoringSessionHook = {
  session: ColoringSession | null
  state: SessionState
  save: SaveState
  error: string | null
}

export function useColoringSession(
  userId: string,
  pageId: string,
  picture: Blob,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): ColoringSessionHook {
  const [session, setSession] = useState<ColoringSession | null>(null)
  const [state, setState] = useState<SessionState>({ canUndo: false, canRedo: false, empty: true })
  const [save, setSave] = useState<SaveState>('saved')
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const dirty = useRef<ColoringSession | null>(null)

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const s = dirty.current
    if (!s) return
    dirty.current = null
    try {
      await saveColoring(userId, pageId, await s.snapshot())
      if (!dirty.current) setSave('saved')
    } catch (err) {
      console.warn('Could not save the coloring on this device', err)
      setSave('failed')
    }
  }, [userId, pageId])

  useEffect(() => {
    let cancelled = false
    let made: ColoringSession | null = null
    const canvas = canvasRef.current
    if (!canvas) return
    setSession(null)
    setError(null)
    void (async () => {
      try {
        const [regions, saved] = await Promise.all([
          loadRegions(picture),
          loadColoring(userId, pageId).catch(() => null),
        ])
        if (cancelled) return
        made = new ColoringSession(canvas, regions, (s) => {
          setState(s.state)
          setSave('saving')
          dirty.current = s
          if (timer.current) clearTimeout(timer.current)
          timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS)
        })
        if (saved) await made.restore(saved)
        if (cancelled) return
        setState(made.state)
        setSession(made)
      } catch (err) {
        console.error('Could not open the page for coloring', err)
        if (!cancelled) setError('This page could not be opened for coloring.')
      }
    })()
    return () => {
      cancelled = true
      void flush()
      made?.dispose()
    }
  }, [userId, pageId, picture, canvasRef, flush])

  useEffect(() => {
    const now = () => void flush()
    const onHidden = () => {
      if (document.visibilityState === 'hidden') now()
    }
    window.addEventListener('pagehide', now)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('pagehide', now)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [flush])

  return { session, state, save, error }
}
