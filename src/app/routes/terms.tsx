import { TermsOfService } from '../../features/legal/components/terms-of-service'
import { usePageMeta } from '../../lib/page-meta'

export function TermsRoute() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The rules for using Colorly: who may use it, accounts, the free trial, plans and renewal, acceptable use, and your pages.',
  })
  return <TermsOfService />
}
