import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Page files (PNG and PDF) under DATA_DIR/images. Writes go to a temporary name and are renamed
 * into place, so a crash or a full disk never leaves a half-written page behind.
 */
export class PageFiles {
  readonly dir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'images')
  }

  async write(imageId: string, ext: 'png' | 'pdf', bytes: Buffer): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true })
    const name = `${imageId}.${ext}`
    const tmp = path.join(this.dir, `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`)
    try {
      await fs.writeFile(tmp, bytes)
      await fs.rename(tmp, path.join(this.dir, name))
    } catch (err) {
      await fs.rm(tmp, { force: true })
      throw err
    }
    return name
  }

  read(name: string): Promise<Buffer> {
    return fs.readFile(this.resolve(name))
  }

  async remove(names: (string | null)[]): Promise<void> {
    await Promise.all(
      names.filter((n): n is string => !!n).map((n) => fs.rm(this.resolve(n), { force: true })),
    )
  }

  // File names come from our own database, but never let one step outside the folder.
  private resolve(name: string): string {
    const full = path.join(this.dir, path.basename(name))
    return full
  }
}
