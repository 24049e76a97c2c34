import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { DevOutbox } from '../outbox'

const MAX_MESSAGE_BYTES = 1024 * 1024
/** How long closing waits for a client still connected before cutting it (the library's default is 30 s). */
export const CATCHER_CLOSE_MS = 500

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ')

/**
 * A real SMTP server on loopback (the `smtp-server` library) that accepts every message, parses it
 * with `mailparser` and keeps it in the dev outbox. For `npm start` and the tests only.
 */
export async function startMailCatcher(host: string, outbox: DevOutbox) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    closeTimeout: CATCHER_CLOSE_MS,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          outbox.add({
            kind: 'mail',
            to: addresses(mail.to),
            from: addresses(mail.from),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
            at: Date.now(),
            ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
            ...(mail.messageId ? { messageId: mail.messageId } : {}),
            ...(mail.attachments.length
              ? {
                  attachments: mail.attachments.map((a) => ({
                    filename: a.filename ?? '',
                    contentType: a.contentType,
                    ...(a.contentType.startsWith('text/')
                      ? { content: a.content.toString('utf8') }
                      : { content: a.content.toString('base64'), encoding: 'base64' as const }),
                    size: a.content.length,
                  })),
                }
              : {}),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return { host, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
