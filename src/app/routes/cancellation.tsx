import { PagePlaceholder } from '../../components/page-placeholder'

export function CancellationRoute() {
  return (
    <PagePlaceholder title="Cancellation Policy">
      <p>The full Cancellation Policy is being written and will be published on this page.</p>
    </PagePlaceholder>
  )
}
