import { fetchPageFile, type PageFormat } from './api'
import { downloadName } from './download-name'
import { saveFile } from './save-file'
import type { ColoringPage } from './types'

/** Fetches the PNG or PDF with the session's token and saves it under the server's file name. */
export async function downloadPage(page: ColoringPage, format: PageFormat): Promise<void> {
  const { blob, disposition } = await fetchPageFile(page.id, format)
  saveFile(blob, downloadName(disposition, page.prompt_raw, format))
}
