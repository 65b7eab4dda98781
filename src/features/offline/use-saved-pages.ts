import { useCallback, useEffect, useState } from 'react'
import { listSavedPages, onLibraryChange } from './library-store'
import type { SavedPage } from './types'

/** This user's saved pages, read again whenever the library changes; null while loading. */
export function useSavedPages(userId: string): SavedPage[] | null {
  const [pages, setPages] = useState<SavedPage[] | null>(null)
  const load = useCallback(() => {
    listSavedPages(userId).then(setPages, (err: unknown) => {
      console.warn('Could not read the saved pages', err)
      setPages([])
    })
  }, [userId])
  useEffect(() => {
    load()
    return onLibraryChange(load)
  }, [load])
  return pages
}
