import { useEffect, useState } from 'react'
import { listPages } from '../../features/generator/api'
import { keepPageOffline } from '../../features/offline/keep-offline'
import { listSavedPages, readFile } from '../../features/offline/library-store'
import type { PageJson } from '../../features/offline/types'
import { fetchPageFile } from '../../lib/page-file'

// Where the page to color comes from: the copy saved on this device first (so coloring works offline),
// else the server, keeping the copy it sends for next time.

/** A color-by-number sheet's key and labels: the view colors it by number. */
export type NumberSheet = { key: NonNullable<PageJson['key']>; labels: NonNullable<PageJson['labels']> }

export type PageSource =
  | { status: 'loading' }
  | { status: 'ready'; title: string; picture: Blob; numbers?: NumberSheet }
  | { status: 'missing'; offline: boolean }

export function usePageSource(userId: string, pageId: string): PageSource {
  const [source, setSource] = useState<PageSource>({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    setSource({ status: 'loading' })
    findPage(userId, pageId).then(
      (found) =>
        !cancelled &&
        setSource(found ? { status: 'ready', ...found } : { status: 'missing', offline: false }),
      (err: unknown) => {
        console.warn('Could not open the page to color', err)
        if (!cancelled) setSource({ status: 'missing', offline: !navigator.onLine })
      },
    )
    return () => {
      cancelled = true
    }
  }, [userId, pageId])
  return source
}

type FoundPage = { title: string; picture: Blob; numbers?: NumberSheet }

const numbersOf = (page: Pick<PageJson, 'key' | 'labels'>): NumberSheet | undefined =>
  page.key?.length && page.labels?.length ? { key: page.key, labels: page.labels } : undefined

async function findPage(userId: string, pageId: string): Promise<FoundPage | null> {
  const saved = (await listSavedPages(userId).catch(() => [])).find((p) => p.id === pageId)
  const savedPng = saved?.files.png
  if (saved && savedPng) {
    const picture = await readFile(userId, pageId, 'png')
    if (picture) return { title: saved.prompt_raw, picture, numbers: numbersOf(savedPng) }
  }
  const page = (await listPages()).find((p) => p.id === pageId)
  if (!page) return null
  const { blob: picture } = await fetchPageFile(page.id, 'png')
  await keepPageOffline(userId, page, 'png', picture)
  return { title: page.prompt_raw, picture, numbers: numbersOf(page) }
}
