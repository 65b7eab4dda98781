import { PagePlaceholder } from '../../components/page-placeholder'
import { usePageMeta } from '../../lib/page-meta'

export function FreeColoringPagesRoute() {
  usePageMeta({
    title: 'Free Coloring Pages',
    description: 'Free printable coloring pages made with Colorly, for kids, classrooms and grown-ups.',
  })
  return (
    <PagePlaceholder title="Free Coloring Pages">
      <p>Check back soon for our growing collection of free coloring pages!</p>
    </PagePlaceholder>
  )
}
