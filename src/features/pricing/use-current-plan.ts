import { useEffect, useState } from 'react'
import { fetchCurrentPlan } from './api'

/** The signed-in user's plan ("free", "starter", ...), null while unknown or signed out. */
export function useCurrentPlan(signedIn: boolean): string | null {
  const [plan, setPlan] = useState<string | null>(null)
  useEffect(() => {
    setPlan(null)
    if (!signedIn) return
    let live = true
    const load = () =>
      fetchCurrentPlan().then(
        (next) => live && setPlan(next),
        (err) => console.error('Could not read the current plan', err),
      )
    void load()
    // Back from a checkout in another tab: the plan may have changed.
    const onBack = () => document.visibilityState === 'visible' && void load()
    document.addEventListener('visibilitychange', onBack)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', onBack)
    }
  }, [signedIn])
  return plan
}
