import { useParams } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PagePlaceholder } from '../../components/page-placeholder'
import { ColoringView } from '../../features/coloring/components/coloring-view'
import { printFile } from '../../lib/print-file'
import { saveFile } from '../../lib/save-file'

// Coloring a free gallery page, signed out too: the picture comes from the gallery (or from the copy
// saved for offline, through the service worker), and the coloring is kept on this device under a
// "visitor" of its own, apart from any account's.

const VISITOR = 'gallery-visitor'

type Source =
  | { status: 'loading' }
  | { status: 'ready'; picture: Blob; title: string }
  | { status: 'missing' }

export function ColorFreeRoute() {
  const { category, slug } = useParams({ from: '/color/free/$category/$slug' })
  const [source, setSource] = useState<Source>({ status: 'loading' })
  const path = `/free-coloring-pages/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`
  useEffect(() => {
    let cancelled = false
    fetch(`${path}/download.png`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The gallery answered ${response.status}`)
        const picture = await response.blob()
        const title = slug.replace(/-/g, ' ').replace(/^./, (c: string) => c.toUpperCase())
        if (!cancelled) setSource({ status: 'ready', picture, title })
      })
      .catch(() => !cancelled && setSource({ status: 'missing' }))
    return () => {
      cancelled = true
    }
  }, [path, slug])

  if (source.status === 'loading')
    return (
      <section className="page page--narrow" aria-busy="true">
        <p className="page__lead">Opening the page…</p>
      </section>
    )
  if (source.status === 'missing')
    return (
      <PagePlaceholder title="This page cannot be colored here">
        <p>It could not be opened: it is not saved on this device, or the connection is gone.</p>
        <p>
          <a href={path}>Back to the page</a>
        </p>
      </PagePlaceholder>
    )
  return (
    <ColoringView
      userId={VISITOR}
      pageId={`free:${category}/${slug}`}
      title={source.title}
      picture={source.picture}
      onPrint={(png, sheetInches) => printFile(png, { sheetInches })}
      onSave={saveFile}
    />
  )
}
