import type { Config } from '../config'

/** One mail or text message kept by the local stand-ins for the developer's outbox page. */
export interface OutboxEntry {
  kind: 'mail' | 'sms'
  to: string
  /** The mail's subject; empty for SMS. */
  subject: string
  text: string
  from: string
  /** Epoch milliseconds when it was received. */
  at: number
  /** A mail's HTML part, when it had one. */
  html?: string
  /** A mail's Message-ID header, when it had one. */
  messageId?: string
  /**
   * A mail's attached files: a text file's content as text (a calendar invitation), any other file's bytes in base64
   * (`encoding` says which); `size` in bytes.
   */
  attachments?: Array<{ filename: string; contentType: string; content: string; encoding?: 'base64'; size: number }>
}

/** Messages the local mail catcher and SMS stand-in received, newest first, at most `cap`. */
export class DevOutbox {
  private entries: OutboxEntry[] = []

  constructor(readonly cap = 200) {}

  add(entry: OutboxEntry): void {
    this.entries.unshift(entry)
    if (this.entries.length > this.cap) this.entries.length = this.cap
  }

  /** Newest first. */
  list(): OutboxEntry[] {
    return [...this.entries]
  }
}

/**
 * The dev outbox exists only when a local stand-in runs: demo mode with SMTP_URL or
 * SMS_WEBHOOK_URL unset. In production it is null and its pages answer 404.
 */
export function startOutbox(config: Config, env: Record<string, string | undefined>) {
  const needed = config.demo && (!env.SMTP_URL || !env.SMS_WEBHOOK_URL)
  if (!needed) return { key: 'outbox' as const, value: null }
  return {
    key: 'outbox' as const,
    value: new DevOutbox(),
    devService: { name: 'outbox', url: `${config.shellOrigin}/gateway/dev/outbox` },
  }
}
