import { Link } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/page-placeholder'

export function NotFoundRoute() {
  return (
    <PagePlaceholder title="Page not found">
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </PagePlaceholder>
  )
}
