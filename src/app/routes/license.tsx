import { PagePlaceholder } from '../../components/page-placeholder'

export function LicenseRoute() {
  return (
    <PagePlaceholder title="License Terms">
      <p>
        The Personal License (Starter, Hobbyist) and the Commercial License (Professional) will be set out in
        full on this page.
      </p>
    </PagePlaceholder>
  )
}
