import { useAtomValue } from 'jotai'
import { isSignedInAtom } from '../../features/auth/state'
import { PricingPage } from '../../features/pricing/components/pricing-page'
import { usePageMeta } from '../../lib/page-meta'

export function PricingRoute() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Colorly plans: Starter, Hobbyist and Professional, from 100 to 5,000 printable coloring pages a month. Monthly or annual billing; cancel any time.',
  })
  const signedIn = useAtomValue(isSignedInAtom)
  return <PricingPage signedIn={signedIn} />
}
