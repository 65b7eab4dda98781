import { useRef, useState } from 'react'
import type { ColoringSession } from '../coloring-session'
import { composePage, PAGE_DPI, pagePdf, pagePng, release } from '../export-page'

export type PageFile = 'print' | 'png' | 'pdf'

type Options = {
  session: ColoringSession | null
  title: string
  /** Object URL of the page's lines, drawn over the colors on the sheet. */
  linesUrl: string
  onPrint: (png: Blob, sheetInches: { width: number; height: number }) => Promise<unknown>
  onSave: (file: Blob, name: string) => void
  /** Called as a file is started (the Download menu closes). */
  onStart: () => void
}

/** The colored page made into a file to print, or to save as PNG or PDF; which one is being made; its error. */
export function usePageFiles({ session, title, linesUrl, onPrint, onSave, onStart }: Options) {
  const [busy, setBusy] = useState<PageFile | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const lines = useRef<HTMLImageElement | null>(null)

  async function withPage(kind: PageFile) {
    if (!session || busy) return
    setBusy(kind)
    onStart()
    setFileError(null)
    let sheet: HTMLCanvasElement | null = null
    try {
      const img = lines.current ?? (await decodeLines(linesUrl))
      lines.current = img
      sheet = composePage(session.canvas, img)
      const base = `${fileStem(title)}-colored`
      if (kind === 'pdf') onSave(await pagePdf(sheet, title), `${base}.pdf`)
      else {
        const png = await pagePng(sheet)
        if (kind === 'png') onSave(png, `${base}.png`)
        else await onPrint(png, { width: sheet.width / PAGE_DPI, height: sheet.height / PAGE_DPI })
      }
    } catch (err) {
      console.error('Could not make the colored page', err)
      setFileError('The colored page could not be made. Try again.')
    } finally {
      if (sheet) release(sheet)
      setBusy(null)
    }
  }

  return { busy, fileError, withPage }
}

function decodeLines(url: string): Promise<HTMLImageElement> {
  const img = new Image()
  img.src = url
  return img.decode().then(() => img)
}

function fileStem(title: string): string {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  return stem || 'coloring-page'
}
