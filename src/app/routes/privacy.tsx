import { PagePlaceholder } from '../../components/page-placeholder'

export function PrivacyRoute() {
  return (
    <PagePlaceholder title="Privacy Policy">
      <p>The full Privacy Policy is being written and will be published on this page.</p>
    </PagePlaceholder>
  )
}
