import { useEffect, useState } from 'react'
import { clearSaveError, currentSaveError, onSaveError } from '../keep-offline'
import { formatBytes } from '../storage-space'
import { useSavedPages } from '../use-saved-pages'
import { useStorageSpace } from '../use-storage-space'
import './offline.css'

/** The side panel: how many pages are kept on this device, the space they use, and a full-disk warning. */
export function LibraryPanel({ userId }: { userId: string }) {
  const pages = useSavedPages(userId)
  const space = useStorageSpace()
  const [error, setError] = useState(currentSaveError)
  useEffect(() => onSaveError(setError), [])
  const count = pages?.length ?? 0

  return (
    <section className="panel library-panel" aria-labelledby="library-title">
      <h2 id="library-title" className="panel__title">
        Saved on this device
      </h2>
      <p className="library-panel__count">
        {pages === null
          ? 'Reading saved pages…'
          : count === 1
            ? '1 page ready to print offline'
            : `${count} pages ready to print offline`}
      </p>
      {space && (
        <p className="library-panel__space">
          {formatBytes(space.used)} used
          {space.available !== null && <> · {formatBytes(space.available)} available</>}
        </p>
      )}
      {error && (
        <div className="library-panel__error" role="alert">
          <p>{error}</p>
          <button type="button" className="link-button" onClick={clearSaveError}>
            Dismiss
          </button>
        </div>
      )}
    </section>
  )
}
