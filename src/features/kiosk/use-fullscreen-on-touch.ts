import { useEffect } from 'react'

/** In kiosk mode the first touch (or click) asks for fullscreen; a refusal is fine. */
export function useFullscreenOnTouch(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const onFirst = () => {
      window.removeEventListener('pointerdown', onFirst, true)
      if (document.fullscreenElement) return
      try {
        void document.documentElement.requestFullscreen?.().catch(() => {})
      } catch {
        // Not allowed here (iOS Safari has no fullscreen for pages): Guided Access does the job.
      }
    }
    window.addEventListener('pointerdown', onFirst, true)
    return () => window.removeEventListener('pointerdown', onFirst, true)
  }, [active])
}
