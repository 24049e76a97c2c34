import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import { ConfigError } from '../../config'
import type { DevOutbox } from '../outbox'
import type { Mailer, MailMessage } from './mailer'
import { startMailCatcher } from './mail-catcher'

type Env = Record<string, string | undefined>

function transportMailer(url: string, from: string): { mailer: Mailer; close: () => Promise<void> } {
  const transport = nodemailer.createTransport(url)
  return {
    mailer: {
      configured: true,
      async send(message: MailMessage) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        })
      },
    },
    close: async () => transport.close(),
  }
}

/**
 * Mail: nodemailer over SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS) from MAIL_FROM.
 * Without SMTP_URL in demo mode, an embedded mail catcher on loopback receives every message
 * into the dev outbox; in production without it, sending answers a clear error.
 */
export async function startMail(config: Config, env: Env, outbox: DevOutbox | null) {
  const url = env.SMTP_URL
  if (url) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new ConfigError(`SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587, got "${url}"`)
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
      throw new ConfigError('SMTP_URL must start with smtp:// or smtps://')
    const { mailer, close } = transportMailer(url, env.MAIL_FROM || `HR Portal <no-reply@${parsed.hostname}>`)
    return { key: 'mail' as const, value: mailer, close }
  }
  if (!config.demo || !outbox) {
    const mailer: Mailer = {
      configured: false,
      send: async () => {
        throw new Error('SMTP_URL is not set')
      },
    }
    return { key: 'mail' as const, value: mailer }
  }
  const catcher = await startMailCatcher(config.host, outbox)
  const { mailer, close } = transportMailer(
    `smtp://${catcher.host}:${catcher.port}?ignoreTLS=true`,
    env.MAIL_FROM || 'HR Portal <no-reply@hr-portal.localhost>',
  )
  return {
    key: 'mail' as const,
    value: mailer,
    devService: { name: 'mail', url: `smtp://${catcher.host}:${catcher.port}` },
    close: async () => {
      await close()
      await catcher.close()
    },
  }
}
