import { fetchPageFile, type PageFormat } from '../../lib/page-file'
import { saveFile } from '../../lib/save-file'
import { downloadName } from './download-name'
import type { ColoringPage } from './types'

/**
 * Fetches the PNG or PDF with the session's token and saves it under the server's file name. `keep`
 * runs first (the copy kept on this device), so the copy exists once the browser's download starts.
 */
export async function downloadPage(
  page: ColoringPage,
  format: PageFormat,
  keep?: (blob: Blob) => unknown,
): Promise<Blob> {
  const { blob, disposition } = await fetchPageFile(page.id, format)
  try {
    await keep?.(blob)
  } catch (err) {
    console.warn('Could not keep the downloaded page on this device', err)
  }
  saveFile(blob, downloadName(disposition, page.prompt_raw, format))
  return blob
}
