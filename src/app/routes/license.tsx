import { LicenseTerms } from '../../features/legal/components/license-terms'
import { usePageMeta } from '../../lib/page-meta'

export function LicenseRoute() {
  usePageMeta({
    title: 'License Terms',
    description:
      'How you may use your coloring pages: the Personal License (Starter, Hobbyist, free pages) and the Commercial License (Professional), plus art credits.',
  })
  return <LicenseTerms />
}
