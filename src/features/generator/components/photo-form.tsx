import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { errorMessage } from '../../../lib/api'
import { shrinkPhoto } from '../../../lib/shrink-photo'
import { isOffline } from '../../../lib/use-online'
import { previewPhoto } from '../api'
import { generateAtom, generateErrorAtom, isSource, pendingAtom } from '../state'
import { type Complexity, MAX_PHOTO_BYTES, PHOTO_PAGE_TITLE, type PhotoFocus } from '../types'
import { type Choice, ChoiceGroup } from './choice-group'
import { PencilIcon } from './icons'
import { PhotoFocusPicker } from './photo-focus'
import './photo-form.css'

const complexities: Choice<Complexity>[] = [
  { value: 'easy', label: 'Easy', hint: 'Main outlines' },
  { value: 'intricate', label: 'Intricate', hint: 'More detail' },
]

const TAKEN_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const PREVIEW_DELAY_MS = 350

/** Phones and tablets get a button that opens the camera; a desktop only chooses a file. */
const hasCamera = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches

type Preview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; url: string; focused: boolean; focus: PhotoFocus | null }
  | { state: 'failed'; message: string }

/**
 * Photo to page: take or choose a photo, see a preview of the page (not counted), then make it (counted
 * like Generate, queued while offline).
 */
export function PhotoForm() {
  const [photo, setPhoto] = useState<Blob | null>(null)
  const [photoName, setPhotoName] = useState('')
  const [reading, setReading] = useState(false)
  const [complexity, setComplexity] = useState<Complexity>('easy')
  const [focus, setFocus] = useState<PhotoFocus | null>(null)
  const [preview, setPreview] = useState<Preview>({ state: 'idle' })
  const [fileError, setFileError] = useState<string | null>(null)
  const pending = useAtomValue(pendingAtom)
  const [error, setError] = useAtom(generateErrorAtom)
  const generate = useSetAtom(generateAtom)
  const formError = fileError ?? (isSource(error?.source, 'form') ? error?.message : null)

  useEffect(() => {
    if (!photo || isOffline()) {
      setPreview({ state: 'idle' })
      return
    }
    const abort = new AbortController()
    setPreview({ state: 'loading' })
    // A moment's wait, so a few quick taps ask the server for one preview, not one each.
    const wait = setTimeout(() => {
      previewPhoto(photo, complexity, focus ?? undefined, abort.signal).then(
        ({ url, focused }) => setPreview({ state: 'ready', url, focused, focus }),
        (err: unknown) => {
          if (abort.signal.aborted) return
          setPreview({ state: 'failed', message: errorMessage(err, 'The preview could not be made.') })
        },
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(wait)
      abort.abort()
    }
  }, [photo, complexity, focus])

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    if (file.type && !TAKEN_TYPES.includes(file.type)) {
      setFileError('Use a JPEG, PNG or WebP photo.')
      return
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setFileError('This photo is over 20 MB. Use a smaller picture.')
      return
    }
    setFileError(null)
    setReading(true)
    try {
      setPhoto(await shrinkPhoto(file))
      setPhotoName(file.name)
      setFocus(null)
    } finally {
      setReading(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!photo || pending || reading) return
    void generate({
      request: {
        prompt: PHOTO_PAGE_TITLE,
        improvePrompt: false,
        complexity,
        style: 'realistic',
        photo,
        focus: focus ?? undefined,
      },
      source: 'form',
    })
  }

  return (
    <form className="generate-form photo-form" onSubmit={onSubmit} aria-labelledby="photo-form-title">
      <h2 id="photo-form-title" className="panel__title">
        Turn a photo into a page
      </h2>
      <div className="photo-form__pick">
        {hasCamera() && (
          <label className="button button--soft">
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="environment"
              onChange={onFile}
            />
            Take a photo
          </label>
        )}
        <label className="button button--soft">
          <input className="visually-hidden" type="file" accept="image/*" name="photo" onChange={onFile} />
          {photo ? 'Choose another photo' : 'Choose a photo'}
        </label>
      </div>
      {(photo || reading) && (
        <p className="photo-form__file">{reading ? 'Reading your photo...' : photoName || 'Your photo'}</p>
      )}
      <p className="form-error" role="alert" hidden={!formError}>
        {formError}
      </p>
      {photo && (
        <PhotoFocusPicker
          photo={photo}
          focus={focus}
          onFocus={setFocus}
          found={preview.state === 'ready' && preview.focus === focus ? preview.focused : null}
        />
      )}
      <ChoiceGroup legend="Detail" choices={complexities} value={complexity} onChange={setComplexity} />
      {photo && <PhotoPreview preview={preview} />}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={!photo && !pending}
        aria-disabled={pending ? true : undefined}
      >
        <PencilIcon />
        {pending ? 'Generating...' : 'Make my coloring page'}
      </button>
      <p className="photo-form__note">Your photo is only used to draw the page; it is not kept.</p>
      <div className="generate-form__progress">
        {pending && <div className="progress" role="progressbar" aria-label="Creating your coloring page" />}
      </div>
    </form>
  )
}

function PhotoPreview({ preview }: { preview: Preview }) {
  return (
    <figure className="photo-form__preview" aria-busy={preview.state === 'loading' || undefined}>
      {preview.state === 'ready' && <img src={preview.url} alt="Preview of your coloring page" />}
      {preview.state === 'loading' && <p>Drawing a preview...</p>}
      {preview.state === 'failed' && <p role="alert">{preview.message}</p>}
      {preview.state === 'idle' && <p>The preview shows when you are online.</p>}
      <figcaption>Preview: it does not count as a page until you make it.</figcaption>
    </figure>
  )
}
