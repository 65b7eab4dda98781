import { api } from './api'

export type PageFormat = 'png' | 'pdf'

/**
 * A page's PNG or PDF, sent with the session's token, and the file name the server suggests
 * (content-disposition). Used to download, to keep a page offline and to color it.
 */
export async function fetchPageFile(
  id: string,
  format: PageFormat,
): Promise<{ blob: Blob; disposition: string | null }> {
  const path = format === 'png' ? 'download' : 'download_pdf'
  const response = await api.raw<Blob, 'blob'>(`/api/images/${encodeURIComponent(id)}/${path}/`, {
    responseType: 'blob',
  })
  const blob = response._data
  if (!blob || blob.size === 0) throw new Error(`The ${format.toUpperCase()} download came back empty.`)
  return { blob, disposition: response.headers.get('content-disposition') }
}
