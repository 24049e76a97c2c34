/** One e-mail the portal sends (plain text). */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Sends e-mail over SMTP (SMTP_URL), or into the local mail catcher under `npm start`. */
export interface Mailer {
  /** False in production when SMTP_URL is not set: sending answers a clear error. */
  configured: boolean
  send(message: MailMessage): Promise<void>
}
