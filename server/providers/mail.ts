import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { Config } from '../config'

export type MailMessage = { to: string; subject: string; text: string; html: string }

export type Mailer = {
  send: (message: MailMessage) => Promise<void>
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every mail becomes a real RFC 822 .eml
 * file in DATA_DIR/outbox. The log line names the recipient and the file, never the content.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, now: () => Date): Mailer {
  if (config.smtpUrl) {
    const transport = mailTransport(config.smtpUrl)
    return {
      async send(message) {
        const info = await transport().sendMail({ from: config.mailFrom, ...message })
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent')
      },
    }
  }
  const outbox = path.join(config.dataDir, 'outbox')
  const transport = mailTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport().sendMail({ from: config.mailFrom, date: now(), ...message })
      const stamp = now().toISOString().replace(/[:.]/g, '-')
      const file = path.join(outbox, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
      await fs.mkdir(outbox, { recursive: true })
      // Written under another name and renamed, so a reader never sees half a message.
      await fs.writeFile(`${file}.partial`, info.message as Buffer)
      await fs.rename(`${file}.partial`, file)
      log.info({ to: message.to, file }, 'mail written to outbox')
    },
  }
}

/**
 * A nodemailer transport made on the first mail: nodemailer (about 20 MB once loaded) stays out of a process
 * that sends none.
 */
function mailTransport(
  options: Parameters<typeof import('nodemailer').createTransport>[0],
): () => Transporter {
  let transport: Transporter | undefined
  return () => {
    transport ??= (
      createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer')
    ).createTransport(options)
    return transport
  }
}
