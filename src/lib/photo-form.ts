import type { Complexity, PhotoFocus } from '../../shared/contract'

/**
 * The multipart form a page from a photo is asked for with (POST /api/images/photo/ and its preview),
 * with where the person tapped their pet, if they did.
 */
export function photoForm(photo: Blob, complexity: Complexity, focus?: PhotoFocus): FormData {
  const form = new FormData()
  form.append('complexity', complexity)
  if (focus) form.append('focus', `${focus.x.toFixed(4)},${focus.y.toFixed(4)}`)
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo')
  return form
}
