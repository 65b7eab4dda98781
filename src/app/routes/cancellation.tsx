import { CancellationPolicy } from '../../features/legal/components/cancellation-policy'
import { usePageMeta } from '../../lib/page-meta'

export function CancellationRoute() {
  usePageMeta({
    title: 'Cancellation Policy',
    description:
      'Cancel any time: your plan runs to the end of the paid period, reactivate whenever you like, refunds for annual plans, and data deletion after 30 days.',
  })
  return <CancellationPolicy />
}
