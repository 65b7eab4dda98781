import { useEffect, useState } from 'react'
import { PagePlaceholder } from '../../components/page-placeholder'

/**
 * The free gallery is written by the server, so an address reached inside the app is loaded from
 * there. When this very document was the server's answer (an old server, or no connection and nothing
 * saved), it says so instead of loading again.
 */
export function FreeColoringPagesRoute() {
  const [stuck, setStuck] = useState(false)
  useEffect(() => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name
    if (loaded === window.location.href) setStuck(true)
    else window.location.replace(window.location.href)
  }, [])
  return (
    <PagePlaceholder title="Free Coloring Pages">
      <p>
        {stuck
          ? 'The free coloring pages cannot be opened right now. Pages you saved for offline open when you visit them.'
          : 'Opening the free coloring pages…'}
      </p>
    </PagePlaceholder>
  )
}
