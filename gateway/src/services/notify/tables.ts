// Row types of the notify service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    notify_delivery: NotifyDeliveryTable
    notify_preference: NotifyPreferenceTable
    notify_user: NotifyUserTable
    notify_attachment: NotifyAttachmentTable
  }
}

/**
 * One notice to one person by one channel (migration 071): the outbox of notifications (outbox-store.ts). The text is
 * written when it is queued, in the recipient's language, and never changes, so every try sends the same message.
 */
export interface NotifyDeliveryTable {
  tenant_id: number
  id: string
  /** Event + recipient + channel: queuing the same event twice adds nothing. */
  dedupe_key: string
  kind: string
  user_id: number
  /** 'portal', 'email', 'wecom', 'dingtalk' or 'feishu'. */
  channel: string
  /** The e-mail address or the platform user id (empty for the portal). */
  destination: string
  lang: string
  subject: string
  body: string
  /** The item's path in the portal (`/portal/...`); the sender makes it absolute. */
  link: string
  /** 'queued', 'sent', 'failed' (given up) or 'skipped' (nowhere to send it). */
  state: string
  attempts: number
  /** When a worker may take it next; a worker that takes it moves this past its lease. */
  next_at: number
  /** Why the last try failed, in words an administrator reads (both languages: `zh / en`). */
  last_error: string
  created_at: number
  sent_at: number | null
  /** The file sent with an e-mail (notify_attachment, migration 096); '' for none. */
  attachment_id: string
  /** What the content needs of its recipient when it is sent, as JSON (recipient-check.ts, migration 121); '' for none. */
  need: string
  /** 1 when the content is the recipient's own (their payslip): it reaches them after they left too. */
  own: number
}

/** A person's choice of one channel for one kind of notice (no row: the kind's default, kinds.ts). */
export interface NotifyPreferenceTable {
  tenant_id: number
  user_id: number
  kind: string
  channel: string
  enabled: number
}

/** The language a person last used the portal in (zh-CN or en): their notices are written in it. */
export interface NotifyUserTable {
  tenant_id: number
  user_id: number
  lang: string
  updated_at: number
}

/** A file sent with the e-mail deliveries of one event (migration 096), its bytes as base64. */
export interface NotifyAttachmentTable {
  tenant_id: number
  id: string
  filename: string
  content_type: string
  content: string
  created_at: number
}
