import { useEffect, useRef, useState } from 'react'
import { useDocumentTitle } from '../../../components/use-document-title'
import type { ColoringSession, SessionState } from '../coloring-session'
import { BRUSH_SIZES, type BrushSize } from '../history'
import { countRight, type NumberKey, type NumberLabels } from '../number-check'
import { DEFAULT_COLOR } from '../palette'
import { type SaveState, useColoringSession } from '../use-coloring-session'
import { ColoringBar, useDownloadMenu } from './coloring-bar'
import { ColoringStage, type Tool } from './coloring-stage'
import { StartOverDialog } from './start-over-dialog'
import { ToolPanel } from './tool-panel'
import { usePageFiles } from './use-page-files'
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
  const finished = useNumbersFinished(numbers, session, state)
  const [confirming, setConfirming] = useState(false)
  const [menuOpen, setMenuOpen] = useDownloadMenu()
  const { busy, fileError, withPage } = usePageFiles({
    session,
    title,
    linesUrl,
    onPrint,
    onSave,
    onStart: () => setMenuOpen(false),
  })
  const page = session ? { width: session.regions.width, height: session.regions.height } : null
  useUndoKeys(session)

  return (
    <div className="coloring">
      <ColoringBar
        title={title}
        status={
          finished ? 'Every region has its colour. Well done!' : saveStatus(!session && !error, save, state)
        }
        session={session}
        state={state}
        busy={busy}
        menuOpen={menuOpen}
        setMenuOpen={setMenuOpen}
        onFile={(kind) => void withPage(kind)}
        onStartOver={() => setConfirming(true)}
      />
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

/** The status line: getting ready, not saved, saving, saved, or nothing before the first change. */
function saveStatus(loading: boolean, save: SaveState, state: SessionState): string {
  if (loading) return 'Getting the page ready…'
  if (save === 'failed') return 'Not saved: this device is full'
  if (state.canUndo || !state.empty) return save === 'saving' ? 'Saving…' : 'Saved on this device'
  return ''
}

/** Color by number: after every change, whether every labelled region holds its number's colour. */
function useNumbersFinished(
  numbers: Props['numbers'],
  session: ColoringSession | null,
  state: SessionState,
): boolean {
  const [progress, setProgress] = useState<{ right: number; total: number } | null>(null)
  useEffect(() => {
    if (!numbers || !session) return
    void state
    const layer = session.canvas.getContext('2d', { willReadFrequently: true })
    if (layer) setProgress(countRight(layer, numbers.key, numbers.labels))
  }, [numbers, session, state])
  return progress !== null && progress.total > 0 && progress.right === progress.total
}

/** Ctrl or Cmd + Z undoes, Ctrl + Y or Ctrl + Shift + Z redoes. */
function useUndoKeys(session: ColoringSession | null) {
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
