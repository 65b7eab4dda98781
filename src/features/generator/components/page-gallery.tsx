import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useRef } from 'react'
import { loadPagesAtom, pagesAtom, pagesFailedAtom, pendingAtom } from '../state'
import { useRefresh } from '../use-refresh'
import { EmptyGallery } from './empty-gallery'
import { PageCard } from './page-card'
import { PendingCard } from './pending-card'
import './page-gallery.css'

const IMAGE_RETRY_GAP_MS = 15_000

/** The user's pages, newest first, with the one being made in front. */
export function PageGallery() {
  const pages = useAtomValue(pagesAtom)
  const failed = useAtomValue(pagesFailedAtom)
  const pending = useAtomValue(pendingAtom)
  const load = useSetAtom(loadPagesAtom)
  const heading = useRef<HTMLHeadingElement>(null)
  const lastImageRetry = useRef(0)

  // Listed on arrival and again on coming back to the tab: signed image URLs expire.
  useRefresh(
    useCallback(() => void load(), [load]),
    0,
  )

  const onImageError = useCallback(() => {
    if (Date.now() - lastImageRetry.current < IMAGE_RETRY_GAP_MS) return
    lastImageRetry.current = Date.now()
    void load({ freshUrls: true })
  }, [load])

  const count = pages?.length ?? 0

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="gallery__title" ref={heading} tabIndex={-1}>
        Your coloring pages
        {count > 0 && <span className="gallery__count">{count}</span>}
      </h2>
      {pages === null && !failed && <p className="gallery__note">Loading your pages...</p>}
      {pages === null && failed && (
        <div className="gallery__note" role="alert">
          <p>Your pages could not be loaded.</p>
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {pages?.length === 0 && !pending && <EmptyGallery />}
      {(pending || count > 0) && (
        <ul className="gallery__grid">
          {pending && (
            <li key="pending">
              <PendingCard pending={pending} />
            </li>
          )}
          {pages?.map((page) => (
            <li key={page.id}>
              <PageCard page={page} onDeleted={() => heading.current?.focus()} onImageError={onImageError} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
