import { useEffect } from 'react'

/**
 * Runs `refresh` now, then every `intervalMs` while the tab is visible, and again whenever the tab
 * or window comes back into view. Pass `intervalMs` 0 to refresh only on the way back.
 */
export function useRefresh(refresh: () => void, intervalMs: number, runNow = true): void {
  useEffect(() => {
    if (runNow) refresh()
    const visible = () => document.visibilityState === 'visible'
    const timer = intervalMs > 0 ? setInterval(() => visible() && refresh(), intervalMs) : undefined
    const onBack = () => visible() && refresh()
    document.addEventListener('visibilitychange', onBack)
    window.addEventListener('focus', onBack)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onBack)
      window.removeEventListener('focus', onBack)
    }
  }, [refresh, intervalMs, runNow])
}
