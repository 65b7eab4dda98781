import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/photos', import.meta.url))

/** The test photos (tests/fixtures/photos), then the JPEG, PNG and WebP files of `extraDir` when given. */
export function testPhotoFiles(extraDir?: string): string[] {
  return [FIXTURES, ...(extraDir ? [extraDir] : [])].flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .map((f) => join(dir, f)),
  )
}
