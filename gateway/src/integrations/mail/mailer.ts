/** One e-mail the portal sends: plain text, optionally with an HTML part and a stable Message-ID. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** An HTML alternative of `text`. */
  html?: string
  /** The Message-ID header (`<id@host>`): the same for every try of one message, so a resend is recognisable. */
  messageId?: string
  /** Files sent with it, e.g. a calendar invitation (`text/calendar; method=REQUEST`). */
  attachments?: MailAttachment[]
}

/** One attached file of a mail. */
export interface MailAttachment {
  filename: string
  content: string | Buffer
  /** The MIME type, with its parameters. */
  contentType: string
}

/** Sends e-mail over SMTP (SMTP_URL), or into the local mail catcher under `npm start`. */
export interface Mailer {
  /** False in production when SMTP_URL is not set: sending answers a clear error. */
  configured: boolean
  send(message: MailMessage): Promise<void>
}
