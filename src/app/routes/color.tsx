import { Link, Navigate, useParams } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { PagePlaceholder } from '../../components/page-placeholder'
import { userAtom } from '../../features/auth/state'
import { ColoringView } from '../../features/coloring/components/coloring-view'
import { printFile } from '../../lib/print-file'
import { saveFile } from '../../lib/save-file'
import { usePageSource } from './color-source'

/** /app/color/$pageId: color one of the user's pages on the screen, online or from the saved copy. */
export function ColorRoute() {
  const { pageId } = useParams({ from: '/app/color/$pageId' })
  const user = useAtomValue(userAtom)
  if (!user) return <Navigate to="/app" replace />
  return <ColorPage key={`${user.id}:${pageId}`} userId={String(user.id)} pageId={pageId} />
}

function ColorPage({ userId, pageId }: { userId: string; pageId: string }) {
  const source = usePageSource(userId, pageId)
  if (source.status === 'loading') {
    return (
      <section className="page page--narrow" aria-busy="true">
        <p className="page__lead">Opening the page…</p>
      </section>
    )
  }
  if (source.status === 'missing') {
    return (
      <PagePlaceholder title="This page cannot be colored here">
        <p>
          {source.offline
            ? 'This page is not saved on this device. Connect to the internet to open it.'
            : 'This page is not among your pages.'}
        </p>
        <p>
          <Link to="/app">Back to my pages</Link>
        </p>
      </PagePlaceholder>
    )
  }
  return (
    <ColoringView
      userId={userId}
      pageId={pageId}
      title={source.title}
      picture={source.picture}
      numbers={source.numbers}
      onPrint={(png, sheetInches) => printFile(png, { sheetInches })}
      onSave={saveFile}
    />
  )
}
