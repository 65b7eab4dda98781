import fs from 'node:fs'
import path from 'node:path'

export type OutboxMail = { file: string; raw: string; decoded: string; to: string; subject: string }

/** The .eml files in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8')
      return {
        file: f,
        raw,
        decoded: decodeQuotedPrintable(raw),
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      }
    })
}

/**
 * Waits until the outbox holds `count` mails (mail is sent in the background, after the answer). The wait is
 * generous: on a busy machine the first mail of a process loads nodemailer and can take seconds, and waiting
 * longer for a mail that does come changes nothing a test checks.
 */
export async function waitForMail(dataDir: string, count = 1, timeoutMs = 30_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = readOutbox(dataDir)
    if (mails.length >= count) return mails
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mail(s) in the outbox, found ${mails.length}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** The uid and token of the reset link in a mail. */
export function resetLinkIn(mail: OutboxMail): { link: string; uid: string; token: string } {
  const m = /(https?:\/\/[^\s"<]+\/reset-password\/([^/\s"<]+)\/([A-Za-z0-9_-]+))/.exec(mail.decoded)
  if (!m) throw new Error(`no reset link in ${mail.file}`)
  return { link: m[1], uid: m[2], token: m[3] }
}

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
}
