import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { leftOutNotes } from '../../../lib/left-out'
import { COMPLEXITY_LABELS, formatPageDate, styleTag } from '../../../lib/page-labels'
import type { PageFormat } from '../api'
import { downloadPage } from '../download-page'
import { generateAtom, generateErrorAtom, hooksAtom, isSource, pendingAtom, removePageAtom } from '../state'
import { type ColoringPage, isPhotoPage } from '../types'
import { BrushIcon, DownloadIcon, RetryIcon, SparkleIcon, TrashIcon } from './icons'
import { PageImage } from './page-image'
import { WorksheetDialog } from './worksheet-dialog'
import type { WorksheetKindChoice } from './worksheet-options'

const KIND_TAGS = {
  page: 'Page',
  color_by_number: 'Color by number',
  dot_to_dot: 'Dot to dot',
  tracing: 'Tracing',
}

type Props = {
  page: ColoringPage
  /** Called after this page was deleted, to put the focus somewhere sensible. */
  onDeleted: () => void
  /** The signed image URL failed (expired): list the pages again. */
  onImageError: () => void
}

/** One of the user's pages: the picture, what was asked, and what can be done with it. */
export function PageCard({ page, onDeleted, onImageError }: Props) {
  const titleId = useId()
  const magicId = useId()
  const [showMagic, setShowMagic] = useState(false)
  const [busy, setBusy] = useState<PageFormat | 'delete' | null>(null)
  const [worksheet, setWorksheet] = useState<WorksheetKindChoice | null>(null)
  // A worksheet is made from a plain page, never from another worksheet.
  const isPlainPage = (page.kind ?? 'page') === 'page'
  const pending = useAtomValue(pendingAtom)
  const error = useAtomValue(generateErrorAtom)
  const generate = useSetAtom(generateAtom)
  const remove = useSetAtom(removePageAtom)
  const { onFileDownloaded } = useAtomValue(hooksAtom)
  const magicDiffers = page.prompt_final.trim() !== page.prompt_raw.trim()
  const retryError = isSource(error?.source, page.id) ? error?.message : null
  const notes = leftOutNotes(page)

  function onRetry() {
    if (pending || busy === 'delete') return
    void generate({
      request: {
        prompt: page.prompt_raw,
        improvePrompt: magicDiffers,
        complexity: page.complexity,
        style: page.style,
      },
      source: { retryOf: page.id },
    })
  }

  async function onDownload(format: PageFormat) {
    if (busy) return
    setBusy(format)
    try {
      await downloadPage(page, format, (blob) => onFileDownloaded?.(page, format, blob))
    } catch (err) {
      console.error(`Could not download the ${format.toUpperCase()}`, err)
    } finally {
      setBusy(null)
    }
  }

  async function onDelete() {
    if (busy) return
    if (!window.confirm('Are you sure you want to delete this image?')) return
    setBusy('delete')
    try {
      await remove(page.id)
      onDeleted()
    } catch (err) {
      console.error('Could not delete the page', err)
      setBusy(null)
    }
  }

  return (
    <article className="page-card" aria-labelledby={titleId} aria-busy={busy === 'delete' || undefined}>
      <PageImage page={page} onError={onImageError} />
      <div className="page-card__body">
        <h3 id={titleId} className="page-card__prompt">
          {page.prompt_raw}
        </h3>
        <p className="page-card__meta">
          <span className="tag tag--complexity">{COMPLEXITY_LABELS[page.complexity]}</span>
          {!isPlainPage && <span className="tag tag--kind">{KIND_TAGS[page.kind ?? 'page']}</span>}
          <span className="tag tag--style">{styleTag(page.style, isPhotoPage(page))}</span>
          <time dateTime={page.createdAt}>{formatPageDate(page.createdAt)}</time>
        </p>
        {notes.map((note) => (
          <p key={note} className="page-card__left-out">
            {note}
          </p>
        ))}
        {magicDiffers && (
          <>
            <button
              type="button"
              className="link-button page-card__magic-toggle"
              aria-expanded={showMagic}
              aria-controls={magicId}
              onClick={() => setShowMagic((v) => !v)}
            >
              <SparkleIcon />
              {showMagic ? 'Hide Magic Prompt' : 'Show Magic Prompt'}
            </button>
            <p id={magicId} className="page-card__magic" hidden={!showMagic}>
              {page.prompt_final}
            </p>
          </>
        )}
        <p className="form-error page-card__error" role="alert" hidden={!retryError}>
          {retryError}
        </p>
        <div className="page-card__actions">
          <Link
            to="/app/color/$pageId"
            params={{ pageId: page.id }}
            className="button button--primary button--small color-on-screen"
          >
            <BrushIcon />
            Color on screen
          </Link>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onDownload('png')}
            aria-disabled={busy !== null || undefined}
          >
            <DownloadIcon />
            <span className="visually-hidden">Download </span>PNG
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onDownload('pdf')}
            aria-disabled={busy !== null || undefined}
          >
            <DownloadIcon />
            <span className="visually-hidden">Download </span>PDF
          </button>
          {isPlainPage && (
            <>
              <button
                type="button"
                className="button button--soft button--small"
                onClick={() => setWorksheet('color_by_number')}
                aria-disabled={pending !== null || undefined}
              >
                Color by number
              </button>
              <button
                type="button"
                className="button button--soft button--small"
                onClick={() => setWorksheet('dot_to_dot')}
                aria-disabled={pending !== null || undefined}
              >
                Dot to dot
              </button>
            </>
          )}
          {/* A photo is not kept, so a page made from one cannot be made again; a worksheet is made from its page. */}
          {!isPhotoPage(page) && isPlainPage && (
            <button
              type="button"
              className="button button--soft button--small"
              onClick={onRetry}
              aria-disabled={pending !== null || busy === 'delete' || undefined}
            >
              <RetryIcon />
              Retry
            </button>
          )}
          <button
            type="button"
            className="button button--danger button--small"
            onClick={onDelete}
            aria-disabled={busy !== null || undefined}
          >
            <TrashIcon />
            Delete
          </button>
        </div>
      </div>
      <WorksheetDialog page={page} kind={pending ? null : worksheet} onClose={() => setWorksheet(null)} />
    </article>
  )
}
