import { type ReactNode, useMemo } from 'react'
import { SelectableTile, SelectBar } from '../../../components/select-bar'
import { useOnline } from '../../../lib/use-online'
import { useSelection } from '../../../lib/use-selection'
import type { SavedPage } from '../types'
import { useSavedPages } from '../use-saved-pages'
import { SavedPageCard } from './saved-page-card'
import './offline.css'

type Props = {
  userId: string
  /** Try the server again (shown when online but the server could not be reached). */
  onRetry?: () => void
  /** Shown between the offline notice and the saved pages (the queued generations). */
  children?: ReactNode
  /** Called once a page was removed from this device. */
  onDeleted?: (id: string) => unknown
  /** The actions of Select mode for the picked pages (print for a class, make a book). */
  printActions?: (picked: SavedPage[]) => ReactNode
}

/** /app without the server: the pages kept on this device, ready to open and print. */
export function SavedPages({ userId, onRetry, children, onDeleted, printActions }: Props) {
  const pages = useSavedPages(userId)
  const online = useOnline()
  const selection = useSelection(useMemo(() => pages?.map((page) => page.id) ?? [], [pages]))
  const picked = selection.picked.flatMap((id) => pages?.filter((page) => page.id === id) ?? [])

  return (
    <div className="saved-pages">
      <div className="offline-banner" role="status">
        <span className="offline-badge">Offline</span>
        <p>
          {online
            ? 'Colorly cannot be reached right now. Your saved pages are below.'
            : 'You are offline. Pages saved on this device can still be opened and printed.'}
        </p>
        {online && onRetry && (
          <button type="button" className="button button--ghost button--small" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
      {children}
      <h3 className="saved-pages__title">Saved on this device</h3>
      {pages === null && <p className="gallery__note">Loading saved pages…</p>}
      {pages?.length === 0 && (
        <p className="gallery__note">
          No pages are saved on this device yet. Pages you make or download while online are kept here.
        </p>
      )}
      {printActions && (
        <SelectBar selection={selection} total={pages?.length ?? 0}>
          {printActions(picked)}
        </SelectBar>
      )}
      {pages && pages.length > 0 && (
        <ul className="gallery__grid" aria-label="Saved pages">
          {pages.map((page) => (
            <li key={page.id}>
              <SelectableTile selection={selection} id={page.id} title={page.prompt_raw}>
                <SavedPageCard userId={userId} page={page} onDeleted={onDeleted} />
              </SelectableTile>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
