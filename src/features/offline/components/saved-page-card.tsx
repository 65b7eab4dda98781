import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { PHOTO_PAGE_TITLE } from '../../../../shared/contract/limits'
import { COMPLEXITY_LABELS, formatPageDate, styleTag } from '../../../lib/page-labels'
import { printFile } from '../../../lib/print-file'
import { deleteSavedPage, readFile } from '../library-store'
import type { FileKind, SavedPage } from '../types'

/** The picture of a saved page, from its stored PNG (object URL, freed when the card goes). */
function useSavedPicture(userId: string, page: SavedPage): string | null {
  const [url, setUrl] = useState<string | null>(null)
  const hasPng = page.files.png !== undefined
  useEffect(() => {
    if (!hasPng) return
    let objectUrl: string | null = null
    let cancelled = false
    void readFile(userId, page.id, 'png').then((blob) => {
      if (cancelled || !blob) return
      objectUrl = URL.createObjectURL(blob)
      setUrl(objectUrl)
    })
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [userId, page.id, hasPng])
  return url
}

type Props = {
  userId: string
  page: SavedPage
  /** Called once the page was removed from this device. */
  onDeleted?: (id: string) => unknown
}

/** A page kept on this device: open it, print it (PNG or PDF), or delete it from the device. */
export function SavedPageCard({ userId, page, onDeleted }: Props) {
  const titleId = useId()
  const picture = useSavedPicture(userId, page)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const kinds = (['png', 'pdf'] as FileKind[]).filter((k) => page.files[k])

  async function withFile(kind: FileKind, use: (blob: Blob) => Promise<unknown> | unknown) {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const blob = await readFile(userId, page.id, kind)
      if (!blob) throw new Error('missing')
      await use(blob)
    } catch {
      setError('This saved page could not be opened. Delete it and save it again when online.')
    } finally {
      setBusy(false)
    }
  }

  const open = (kind: FileKind) =>
    withFile(kind, (blob) => {
      const url = URL.createObjectURL(blob)
      if (!window.open(url, '_blank', 'noopener')) location.assign(url)
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    })

  async function onDelete() {
    if (busy || !window.confirm('Delete this page from this device?')) return
    await deleteSavedPage(userId, page.id)
    await Promise.resolve(onDeleted?.(page.id)).catch((err: unknown) =>
      console.warn('Could not remove what was kept for the deleted page', err),
    )
  }

  return (
    <article className="page-card saved-card" aria-labelledby={titleId}>
      <div className={page.orientation === 'landscape' ? 'page-image page-image--landscape' : 'page-image'}>
        {picture ? (
          <img className="page-image__paper" src={picture} alt={`Coloring page: ${page.prompt_raw}`} />
        ) : (
          <div className="page-image__paper saved-card__no-picture">
            <span>{page.files.pdf ? 'PDF saved' : 'Loading…'}</span>
          </div>
        )}
      </div>
      <div className="page-card__body">
        <h3 id={titleId} className="page-card__prompt">
          {page.prompt_raw}
        </h3>
        <p className="page-card__meta">
          <span className="tag tag--complexity">{COMPLEXITY_LABELS[page.complexity]}</span>
          <span className="tag tag--style">
            {styleTag(
              page.style,
              page.prompt_raw === PHOTO_PAGE_TITLE && page.prompt_final === PHOTO_PAGE_TITLE,
            )}
          </span>
          <time dateTime={page.createdAt}>{formatPageDate(page.createdAt)}</time>
        </p>
        <p className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <div className="page-card__actions saved-card__actions">
          {page.files.png && (
            <Link
              to="/app/color/$pageId"
              params={{ pageId: page.id }}
              className="button button--primary button--small color-on-screen"
            >
              Color on screen
            </Link>
          )}
          {kinds.map((kind) => (
            <button
              key={`print-${kind}`}
              type="button"
              className="button button--primary button--small"
              onClick={() => void withFile(kind, printFile)}
              aria-disabled={busy || undefined}
            >
              Print {kind.toUpperCase()}
            </button>
          ))}
          {kinds.map((kind) => (
            <button
              key={`open-${kind}`}
              type="button"
              className="button button--ghost button--small"
              onClick={() => void open(kind)}
              aria-disabled={busy || undefined}
            >
              Open {kind.toUpperCase()}
            </button>
          ))}
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => void onDelete()}
            aria-disabled={busy || undefined}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  )
}
