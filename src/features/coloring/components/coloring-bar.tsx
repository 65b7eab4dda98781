import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { ColoringSession, SessionState } from '../coloring-session'
import { BackIcon, DownloadIcon, PrintIcon, RedoIcon, StartOverIcon, UndoIcon } from './icons'
import type { PageFile } from './use-page-files'

type Props = {
  title: string
  /** What the status line says (saving, saved, not saved). */
  status: string
  session: ColoringSession | null
  state: SessionState
  busy: PageFile | null
  menuOpen: boolean
  setMenuOpen: (open: boolean | ((open: boolean) => boolean)) => void
  onFile: (kind: PageFile) => void
  onStartOver: () => void
}

/** The bar over the page: back to my pages, the title and save status, undo, redo, start over, print, download. */
export function ColoringBar({
  title,
  status,
  session,
  state,
  busy,
  menuOpen,
  setMenuOpen,
  onFile,
  onStartOver,
}: Props) {
  return (
    <header className="coloring-bar">
      <Link to="/app" className="coloring-bar__back" aria-label="Back to my pages">
        <BackIcon />
        <span className="coloring-bar__label">My pages</span>
      </Link>
      <div className="coloring-bar__heading">
        <h1 className="coloring-bar__title">{title}</h1>
        <p className="coloring-bar__status" role="status">
          {status}
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
        <button type="button" className="coloring-action" onClick={onStartOver} disabled={state.empty}>
          <StartOverIcon />
          <span className="coloring-bar__label">Start over</span>
        </button>
        <button
          type="button"
          className="coloring-action coloring-action--primary"
          onClick={() => onFile('print')}
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
              <button type="button" role="menuitem" onClick={() => onFile('png')}>
                PNG <small>picture, 300 dpi</small>
              </button>
              <button type="button" role="menuitem" onClick={() => onFile('pdf')}>
                PDF <small>ready to print</small>
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}

/** Whether the Download menu is open; it closes on a tap anywhere else, or Escape. */
export function useDownloadMenu() {
  const [menuOpen, setMenuOpen] = useState(false)
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
  return [menuOpen, setMenuOpen] as const
}
