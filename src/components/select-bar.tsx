import type { ReactNode } from 'react'
import type { Selection } from '../lib/use-selection'
import './select-bar.css'

type Props = { selection: Selection; total: number; children?: ReactNode }

/** "Select" turns a list of pages into a pick list; while picking: the count, Select all, Clear, the actions. */
export function SelectBar({ selection, total, children }: Props) {
  if (total === 0) return null
  if (!selection.selecting)
    return (
      <div className="select-bar">
        <button type="button" className="button button--ghost button--small" onClick={selection.start}>
          Select
        </button>
      </div>
    )
  const count = selection.picked.length
  return (
    <div className="select-bar select-bar--on" role="toolbar" aria-label="Selected pages">
      <span className="select-bar__count" aria-live="polite">
        {count} selected
      </span>
      <button type="button" className="link-button" onClick={selection.selectAll} disabled={count === total}>
        Select all
      </button>
      <button type="button" className="link-button" onClick={selection.clear} disabled={count === 0}>
        Clear
      </button>
      <span className="select-bar__actions">{children}</span>
      <button type="button" className="button button--ghost button--small" onClick={selection.stop}>
        Done
      </button>
    </div>
  )
}

type TileProps = { selection: Selection; id: string; title: string; children: ReactNode }

/** A page in the list; while picking, a tap anywhere on it picks it or puts it back. */
export function SelectableTile({ selection, id, title, children }: TileProps) {
  const picked = selection.isPicked(id)
  return (
    <div className={`select-tile${picked ? ' select-tile--picked' : ''}`}>
      {children}
      {selection.selecting && (
        <button
          type="button"
          className="select-tile__toggle"
          aria-pressed={picked}
          aria-label={`Pick: ${title}`}
          onClick={() => selection.toggle(id)}
        >
          <span className="select-tile__mark" aria-hidden="true">
            {picked ? `${selection.picked.indexOf(id) + 1}` : ''}
          </span>
        </button>
      )}
    </div>
  )
}
