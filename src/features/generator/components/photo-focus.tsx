import { type MouseEvent, useEffect, useState } from 'react'
import type { PhotoFocus } from '../types'

/**
 * The chosen photo, to tap the pet on: the page then draws that pet's outline and leaves the room round
 * it out. Where no pet is found at the tap, the page is drawn as without one; `found` says which the
 * preview of this tap showed (null until it has). From the keyboard, the button taps the middle of the
 * photo.
 */
export function PhotoFocusPicker({
  photo,
  focus,
  onFocus,
  found,
}: {
  photo: Blob
  focus: PhotoFocus | null
  onFocus: (focus: PhotoFocus | null) => void
  found: boolean | null
}) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [photo])

  function onTap(event: MouseEvent<HTMLButtonElement>) {
    const picture = event.currentTarget.querySelector('img')?.getBoundingClientRect()
    const fraction = (v: number) => Math.min(1, Math.max(0, v))
    // A click from the keyboard has no position: the middle of the photo.
    const keyboard = !picture?.width || !picture.height || event.detail === 0
    const tapped = keyboard
      ? { x: 0.5, y: 0.5 }
      : {
          x: fraction((event.clientX - picture.left) / picture.width),
          y: fraction((event.clientY - picture.top) / picture.height),
        }
    // The same point again changes nothing, and asks for no new preview.
    if (focus && Math.hypot(tapped.x - focus.x, tapped.y - focus.y) < 0.005) return
    onFocus(tapped)
  }

  return (
    <div className="photo-focus">
      <p id="photo-focus-hint" className="photo-focus__hint" aria-live="polite">
        {!focus
          ? 'A photo of your pet? Tap it, and the page draws just your pet.'
          : found === null
            ? 'If a pet is found where you tapped, only it is drawn. Tap again to move it.'
            : found
              ? 'Only what you tapped is drawn. Tap again to move it.'
              : 'No pet found where you tapped: the page is drawn without the tap. Try tapping your pet’s face.'}
      </p>
      <button
        type="button"
        className="photo-focus__photo"
        aria-describedby="photo-focus-hint"
        onClick={onTap}
      >
        {url && <img src={url} alt="Your photo: tap your pet" />}
        {focus && (
          <span
            className="photo-focus__marker"
            style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
            aria-hidden="true"
          />
        )}
      </button>
      {focus && (
        <button type="button" className="button button--soft" onClick={() => onFocus(null)}>
          Clear the tap
        </button>
      )}
    </div>
  )
}
