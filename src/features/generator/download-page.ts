import { fetchPageFile, type PageFormat } from './api'
import { downloadName } from './download-name'
import { saveFile } from './save-file'
import type { ColoringPage } from './types'

/** Fetches the PNG or PDF with the session's token, saves it under the server's file name, returns it. */
export async function downloadPage(page: ColoringPage, format: PageFormat): Promise<Blob> {
  const { blob, disposition } = await fetchPageFile(page.id, format)
  saveFile(blob, downloadName(disposition, page.prompt_raw, format))
  return blob
}
