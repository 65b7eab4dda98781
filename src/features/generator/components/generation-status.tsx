import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { generateErrorAtom, limitModalOpenAtom, pendingAtom } from '../state'

/** Tells screen-reader users what the progress bar and the new card show. */
export function GenerationStatus() {
  const pending = useAtomValue(pendingAtom)
  const error = useAtomValue(generateErrorAtom)
  const limitReached = useAtomValue(limitModalOpenAtom)
  const [message, setMessage] = useState('')
  const wasPending = useRef(false)

  useEffect(() => {
    if (pending) setMessage('Creating your coloring page...')
    else if (wasPending.current) setMessage(error || limitReached ? '' : 'Your coloring page is ready.')
    wasPending.current = pending !== null
  }, [pending, error, limitReached])

  return (
    <p className="visually-hidden" role="status">
      {message}
    </p>
  )
}
