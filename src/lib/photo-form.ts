import type { Complexity } from '../../shared/contract'

/** The multipart form a page from a photo is asked for with (POST /api/images/photo/ and its preview). */
export function photoForm(photo: Blob, complexity: Complexity): FormData {
  const form = new FormData()
  form.append('complexity', complexity)
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo')
  return form
}
