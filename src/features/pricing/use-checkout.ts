import { useEffect, useState } from 'react'
import { createCheckout } from './api'

/**
 * Sends the browser to pay for a price. A failure (or an answer without a url) is only logged;
 * the buttons come back so the user can try again.
 */
export function useCheckout() {
  const [pendingPriceId, setPending] = useState<string | null>(null)

  // Back from the checkout page through the browser's back-forward cache: the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setPending(null)
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const start = async (priceId: string) => {
    if (pendingPriceId) return
    setPending(priceId)
    try {
      window.location.assign(await createCheckout(priceId))
    } catch (err) {
      console.error('Could not start the checkout', err)
      setPending(null)
    }
  }
  return { pendingPriceId, start }
}
