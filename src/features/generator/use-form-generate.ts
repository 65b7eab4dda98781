import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import type { FormEvent } from 'react'
import { generateAtom, generateErrorAtom, isSource, pendingAtom } from './state'
import type { PageRequest } from './types'

/**
 * What every form that makes a page shares (a description, a tracing text, a worksheet from a prompt): one
 * page at a time, the error the server gave this form, and the request sent as a click would send it, so
 * offline it is queued like any other.
 */
export function useFormGenerate(errorId: string) {
  const pending = useAtomValue(pendingAtom)
  const [error, setError] = useAtom(generateErrorAtom)
  const generate = useSetAtom(generateAtom)
  const formError = isSource(error?.source, 'form') ? (error?.message ?? null) : null
  return {
    pending: Boolean(pending),
    formError,
    /** The prompts a refused prompt's error suggests instead. */
    suggestions: (isSource(error?.source, 'form') && error?.suggestions) || [],
    setError,
    /** Clears this form's error once the person changes what they asked. */
    clearError: () => {
      if (formError) setError(null)
    },
    /** The field's link to the error under it. */
    fieldError: {
      'aria-invalid': formError ? true : undefined,
      'aria-errormessage': formError ? errorId : undefined,
    },
    /** Sends the request unless the form is empty or a page is already being made. */
    submit: (request: PageRequest | null, event?: FormEvent) => {
      event?.preventDefault()
      if (!request || pending) return
      void generate({ request, source: 'form' })
    },
  }
}
