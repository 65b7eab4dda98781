import { PagePlaceholder } from '../../components/page-placeholder'

export function FreeColoringPagesRoute() {
  return (
    <PagePlaceholder title="Free Coloring Pages">
      <p>Check back soon for our growing collection of free coloring pages!</p>
    </PagePlaceholder>
  )
}
