import { PagePlaceholder } from '../../components/page-placeholder'

export function PricingRoute() {
  return (
    <PagePlaceholder title="Pricing">
      <p>
        The Starter, Hobbyist and Professional plans, with monthly and annual billing, are coming to this
        page.
      </p>
    </PagePlaceholder>
  )
}
