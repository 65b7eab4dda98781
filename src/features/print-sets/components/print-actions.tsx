import { useState } from 'react'
import type { PrintablePage } from '../types'
import { BookForm } from './book-form'
import { ClassSetForm } from './class-set-form'
import { PrintDialog } from './print-dialog'
import '../print-sets.css'

type Props = {
  pages: PrintablePage[]
  /** In kiosk mode: asks for the teacher's PIN, then calls `then`. */
  unlock?: (then: () => void) => void
}

/** The buttons of Select mode: print the picked pages for a class, or make them into a book. */
export function PrintActions({ pages, unlock }: Props) {
  const [open, setOpen] = useState<'class' | 'book' | null>(null)
  const none = pages.length === 0
  const openDialog = (which: 'class' | 'book') => (unlock ? unlock(() => setOpen(which)) : setOpen(which))
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={none}
        onClick={() => openDialog('class')}
      >
        Print for a class
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={none}
        onClick={() => openDialog('book')}
      >
        Make a book
      </button>
      <PrintDialog open={open === 'class'} title="Print for a class" onClose={() => setOpen(null)}>
        <ClassSetForm pages={pages} />
      </PrintDialog>
      <PrintDialog open={open === 'book'} title="Make a book" onClose={() => setOpen(null)}>
        <BookForm pages={pages} />
      </PrintDialog>
    </>
  )
}
