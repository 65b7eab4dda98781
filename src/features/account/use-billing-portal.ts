import { useEffect, useState } from 'react'
import { openBillingPortal } from './api'

/**
 * Sends the browser to the billing portal. A failure (or an answer without a url) is only logged;
 * the button comes back so the user can try again.
 */
export function useBillingPortal() {
  const [opening, setOpening] = useState(false)

  // Back from the portal through the browser's back-forward cache: the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setOpening(false)
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const open = async () => {
    if (opening) return
    setOpening(true)
    try {
      window.location.assign(await openBillingPortal())
    } catch (err) {
      console.error('Could not open the billing portal', err)
      setOpening(false)
    }
  }
  return { opening, open }
}
