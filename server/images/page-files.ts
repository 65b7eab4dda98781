import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

// The names write() gives: the page's id and its format.
const PAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|pdf)$/

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

  /**
   * Removes what an interrupted run left: half-written temporary files, and page files that no page
   * names (written just before a crash, before their row was stored). `known` gives, of the names it
   * is passed, those a page still uses.
   */
  async sweep(
    known: (names: string[]) => Promise<Set<string>>,
  ): Promise<{ temporary: number; orphans: number }> {
    const entries = await fs.readdir(this.dir).catch(() => [] as string[])
    const temporary = entries.filter((name) => name.endsWith('.tmp'))
    const pages = entries.filter((name) => PAGE_FILE.test(name))
    const used = pages.length > 0 ? await known(pages) : new Set<string>()
    const orphans = pages.filter((name) => !used.has(name))
    await this.remove([...temporary, ...orphans])
    return { temporary: temporary.length, orphans: orphans.length }
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
