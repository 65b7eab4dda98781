import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { leftOutNotes } from '../../../lib/left-out'
import { generateErrorAtom, limitModalOpenAtom, pagesAtom, pendingAtom } from '../state'

/** Tells screen-reader users what the progress bar and the new card show, with what the page is drawn without. */
export function GenerationStatus() {
  const pending = useAtomValue(pendingAtom)
  const error = useAtomValue(generateErrorAtom)
  const limitReached = useAtomValue(limitModalOpenAtom)
  const newest = useAtomValue(pagesAtom)?.[0]
  const [message, setMessage] = useState('')
  const wasPending = useRef(false)

  useEffect(() => {
    if (pending) setMessage('Creating your coloring page...')
    else if (wasPending.current)
      setMessage(
        error || limitReached
          ? ''
          : ['Your coloring page is ready.', ...(newest ? leftOutNotes(newest) : [])].join(' '),
      )
    wasPending.current = pending !== null
  }, [pending, error, limitReached, newest])

  return (
    <p className="visually-hidden" role="status">
      {message}
    </p>
  )
}
