import { useAtomValue, useSetAtom } from 'jotai'
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react'
import { SelectableTile, SelectBar } from '../../../components/select-bar'
import { useOnline } from '../../../lib/use-online'
import { useSelection } from '../../../lib/use-selection'
import { loadPagesAtom, pagesAtom, pagesFailedAtom, pendingAtom } from '../state'
import type { ColoringPage } from '../types'
import { useRefresh } from '../use-refresh'
import { EmptyGallery } from './empty-gallery'
import { PageCard } from './page-card'
import { PendingCard } from './pending-card'
import './page-gallery.css'

const IMAGE_RETRY_GAP_MS = 15_000

export type GallerySlots = {
  /** Shown first in the gallery (generations waiting for the connection). */
  top?: ReactNode
  /** Shown in place of the pages while offline or while the server cannot be reached; gets `top` to place. */
  offline?: (retry: () => void, top: ReactNode) => ReactNode
  /** The actions of Select mode for the picked pages (print for a class, make a book). */
  printActions?: (picked: ColoringPage[]) => ReactNode
}

const PENDING_POLL_MS = 3000

/** The user's pages, newest first, with the one being made in front. */
export function PageGallery({ slots = {} }: { slots?: GallerySlots }) {
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

  // Back online: list again (the pictures' signed URLs may have expired meanwhile).
  const online = useOnline()
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) void load()
    wasOnline.current = online
  }, [online, load])

  // A page still being made (asked for in another tab, or sent by the offline queue): list again until it is ready.
  const anyPending = pages?.some((page) => page.status === 'pending') ?? false
  useEffect(() => {
    if (!anyPending) return
    const timer = setInterval(() => void load(), PENDING_POLL_MS)
    return () => clearInterval(timer)
  }, [anyPending, load])

  const ready = useMemo(() => pages?.filter((page) => page.status === 'ready') ?? [], [pages])
  const selection = useSelection(useMemo(() => ready.map((page) => page.id), [ready]))
  const picked = selection.picked.flatMap((id) => ready.filter((page) => page.id === id))

  const count = pages?.length ?? 0
  const unreachable = !online || (pages === null && failed)
  if (unreachable && slots.offline) {
    return (
      <section className="gallery" aria-labelledby="gallery-title">
        <h2 id="gallery-title" className="gallery__title" ref={heading} tabIndex={-1}>
          Your coloring pages
        </h2>
        {slots.offline(() => void load(), slots.top)}
      </section>
    )
  }

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
      {slots.top}
      {slots.printActions && (
        <SelectBar selection={selection} total={ready.length}>
          {slots.printActions(picked)}
        </SelectBar>
      )}
      {pages?.length === 0 && !pending && <EmptyGallery />}
      {(pending || count > 0) && (
        <ul className="gallery__grid">
          {pending && (
            <li key="pending">
              <PendingCard pending={pending.request} />
            </li>
          )}
          {pages?.map((page) =>
            page.status === 'pending' ? (
              // The page asked for in this tab already has its card in front.
              !pending && (
                <li key={page.id}>
                  <PendingCard
                    pending={{ prompt: page.prompt_raw, complexity: page.complexity, style: page.style }}
                    listed
                  />
                </li>
              )
            ) : (
              <li key={page.id}>
                <SelectableTile selection={selection} id={page.id} title={page.prompt_raw}>
                  <PageCard
                    page={page}
                    onDeleted={() => heading.current?.focus()}
                    onImageError={onImageError}
                  />
                </SelectableTile>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  )
}
