import { PrivacyPolicy } from '../../features/legal/components/privacy-policy'
import { usePageMeta } from '../../lib/page-meta'

export function PrivacyRoute() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Colorly keeps (email, password hash, pages, prompts, plan, anonymous page views), why, for how long, and your choices.',
  })
  return <PrivacyPolicy />
}
