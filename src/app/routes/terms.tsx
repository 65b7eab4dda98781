import { PagePlaceholder } from '../../components/page-placeholder'

export function TermsRoute() {
  return (
    <PagePlaceholder title="Terms of Service">
      <p>The full Terms of Service are being written and will be published on this page.</p>
    </PagePlaceholder>
  )
}
