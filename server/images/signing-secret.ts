import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The key that signs image URLs: from URL_SIGNING_SECRET when set, otherwise made once and kept in
 * DATA_DIR so that URLs stay valid across restarts. The file is readable by its owner only.
 */
export function loadSigningSecret(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8')
  const file = path.join(dataDir, 'url-signing.key')
  try {
    return fs.readFileSync(file)
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const key = crypto.randomBytes(32)
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' })
    return key
  }
}
