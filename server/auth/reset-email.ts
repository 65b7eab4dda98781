import type { Operator } from '../../shared/contract'
import type { MailMessage } from '../providers/mail'

/** The password reset mail: plain text plus a simple HTML part, signed with who runs the service. */
export function resetPasswordEmail(to: string, link: string, operator: Operator): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Colorly account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link works once and expires in one hour.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'Colorly',
    '',
    '--',
    `${operator.name}, ${operator.address}`,
    `Questions: ${operator.supportEmail}`,
  ].join('\n')
  const sender = escapeHtml(`${operator.name}, ${operator.address}`)
  const support = escapeHtml(operator.supportEmail)
  const href = escapeHtml(link)
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>Someone asked to reset the password of your Colorly account. To choose a new password, open this link:</p>
<p><a href="${href}">Reset your password</a></p>
<p style="color:#555">Or paste this address into your browser: ${href}</p>
<p>The link works once and expires in one hour. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Colorly</p>
<p style="color:#555;font-size:0.9em">${sender}<br>Questions: <a href="mailto:${support}">${support}</a></p>
</body></html>`
  return { to, subject: 'Reset your Colorly password', text, html }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
