import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import { composePage, PAGE_DPI, pagePdf, pagePng, release } from '../export-page'
import { BRUSH_SIZES, type BrushSize } from '../history'
import { countRight, type NumberKey, type NumberLabels } from '../number-check'
import { DEFAULT_COLOR } from '../palette'
import { useColoringSession } from '../use-coloring-session'
import { ColoringStage, type Tool } from './coloring-stage'
import { BackIcon, DownloadIcon, PrintIcon, RedoIcon, StartOverIcon, UndoIcon } from './icons'
import { StartOverDialog } from './start-over-dialog'
import { ToolPanel } from './tool-panel'
import './coloring.css'

type Props = {
  userId: string
  pageId: string
  title: string
  /** The page's PNG (300 dpi), from the copy saved on the device or from the server. */
  picture: Blob
  /** Prints a PNG of the colored page, a whole sheet of this size (the route brings the app's printing). */
  onPrint: (png: Blob, sheetInches: { width: number; height: number }) => Promise<unknown>
  /** Saves a file under a name (the route brings the app's download). */
  onSave: (file: Blob, name: string) => void
  /** A color-by-number sheet: its key is the palette, and the page says when every region has its colour. */
  numbers?: { key: NumberKey; labels: NumberLabels }
}

/** Coloring a page on the screen: the page, its tools, and what to do with the result. */
export function ColoringView({ userId, pageId, title, picture, onPrint, onSave, numbers }: Props) {
  useDocumentTitle(`Color: ${title}`)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const linesUrl = useObjectUrl(picture)
  const { session, state, save, error } = useColoringSession(userId, pageId, picture, canvasRef)
  const [tool, setTool] = useState<Tool>('fill')
  const [size, setSize] = useState<BrushSize>('medium')
  const [color, setColor] = useState(numbers?.key[0]?.hex ?? DEFAULT_COLOR)
  const palette = numbers?.key.map((k) => ({ name: `${k.number} ${k.color_name}`, hex: k.hex }))
  const [progress, setProgress] = useState<{ right: number; total: number } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'print' | 'png' | 'pdf' | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const lines = useRef<HTMLImageElement | null>(null)
  const page = session ? { width: session.regions.width, height: session.regions.height } : null

  // Color by number: after every change, how many labelled regions hold their number's colour.
  useEffect(() => {
    if (!numbers || !session) return
    void state
    const layer = session.canvas.getContext('2d', { willReadFrequently: true })
    if (layer) setProgress(countRight(layer, numbers.key, numbers.labels))
  }, [numbers, session, state])
  const finished = progress !== null && progress.total > 0 && progress.right === progress.total

  // The Download menu closes on a tap anywhere else, or Escape.
  useEffect(() => {
    if (!menuOpen) return
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !(e.target as Element).closest?.('.coloring-menu')
      )
        setMenuOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [menuOpen])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || !session) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) session.undo()
      else if (key === 'y' || (key === 'z' && e.shiftKey)) session.redo()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [session])

  async function withPage(kind: 'print' | 'png' | 'pdf') {
    if (!session || busy) return
    setBusy(kind)
    setMenuOpen(false)
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

  return (
    <div className="coloring">
      <header className="coloring-bar">
        <Link to="/app" className="coloring-bar__back" aria-label="Back to my pages">
          <BackIcon />
          <span className="coloring-bar__label">My pages</span>
        </Link>
        <div className="coloring-bar__heading">
          <h1 className="coloring-bar__title">{title}</h1>
          <p className="coloring-bar__status" role="status">
            {finished
              ? 'Every region has its colour. Well done!'
              : !session && !error
                ? 'Getting the page ready…'
                : save === 'failed'
                  ? 'Not saved: this device is full'
                  : state.canUndo || !state.empty
                    ? save === 'saving'
                      ? 'Saving…'
                      : 'Saved on this device'
                    : ''}
          </p>
        </div>
        <div className="coloring-bar__actions">
          <button
            type="button"
            className="coloring-action"
            onClick={() => session?.undo()}
            disabled={!state.canUndo}
          >
            <UndoIcon />
            <span className="coloring-bar__label">Undo</span>
          </button>
          <button
            type="button"
            className="coloring-action"
            onClick={() => session?.redo()}
            disabled={!state.canRedo}
          >
            <RedoIcon />
            <span className="coloring-bar__label">Redo</span>
          </button>
          <button
            type="button"
            className="coloring-action"
            onClick={() => setConfirming(true)}
            disabled={state.empty}
          >
            <StartOverIcon />
            <span className="coloring-bar__label">Start over</span>
          </button>
          <button
            type="button"
            className="coloring-action coloring-action--primary"
            onClick={() => void withPage('print')}
            disabled={!session}
            aria-busy={busy === 'print' || undefined}
          >
            <PrintIcon />
            <span className="coloring-bar__label">Print</span>
          </button>
          <div className="coloring-menu">
            <button
              type="button"
              className="coloring-action"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((v) => !v)}
              disabled={!session}
              aria-busy={busy === 'png' || busy === 'pdf' || undefined}
            >
              <DownloadIcon />
              <span className="coloring-bar__label">Download</span>
            </button>
            {menuOpen && (
              <div className="coloring-menu__list" role="menu" aria-label="Download">
                <button type="button" role="menuitem" onClick={() => void withPage('png')}>
                  PNG <small>picture, 300 dpi</small>
                </button>
                <button type="button" role="menuitem" onClick={() => void withPage('pdf')}>
                  PDF <small>ready to print</small>
                </button>
              </div>
            )}
          </div>
        </div>
      </header>
      {(error || fileError) && (
        <p className="coloring-error" role="alert">
          {error ?? fileError}
        </p>
      )}
      <div className="coloring-body">
        <ColoringStage
          session={session}
          page={page}
          linesUrl={linesUrl}
          title={title}
          tool={tool}
          color={color}
          brushWidth={BRUSH_SIZES[size]}
          canvasRef={canvasRef}
        />
        <ToolPanel
          tool={tool}
          onTool={setTool}
          size={size}
          onSize={setSize}
          color={color}
          palette={palette}
          onColor={(hex) => {
            setColor(hex)
            if (tool === 'eraser') setTool('brush')
          }}
        />
      </div>
      <StartOverDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => session?.startOver()}
      />
    </div>
  )
}

function useObjectUrl(blob: Blob): string {
  const [url, setUrl] = useState('')
  useEffect(() => {
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
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
