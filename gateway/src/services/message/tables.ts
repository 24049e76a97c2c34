import type { Generated } from 'kysely'

// Row types of the message service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    verification_code: VerificationCodeTable
    attempt_counter: AttemptCounterTable
    captcha_pass: CaptchaPassTable
    code_delivery: CodeDeliveryTable
    notice: NoticeTable
    notice_receipt: NoticeReceiptTable
  }
}

/** One verification code sent by SMS or e-mail: hashed with its salt, single use, at most 5 tries. */
export interface VerificationCodeTable {
  id: string
  purpose: string
  channel: string
  destination: string
  code_hash: string
  salt: string
  created_at: number
  expires_at: number
  tries: number
  used_at: number | null
}

/** One code waiting to go out, or done (migration 034): the delivery queue of delivery-queue.ts. */
export interface CodeDeliveryTable {
  id: string
  channel: string
  destination: string
  subject: string
  body: string
  send: number
  created_at: number
  expires_at: number
  next_at: number
  attempts: number
  last_error: string
  outcome: string | null
  done_at: number | null
}

/** Brute-force counters of codes and captchas (sends, wrong codes, failed puzzles) in a window. */
export interface AttemptCounterTable {
  key: string
  count: number
  window_start: number
}

/** A message or announcement of one tenant (migration 017); body is sanitized HTML, or plain text in channel 'app'. */
export interface NoticeTable {
  tenant_id: number
  id: string
  channel: string
  title: string
  /** The title as a message key and parameters (JSON, core/message-text) shown in the reader's language; '' shows `title`. */
  title_message: Generated<string>
  /** The body (channel 'app') as a message key and parameters shown in the reader's language; '' shows `body`. */
  body_message: Generated<string>
  body: string
  must_read: number
  countdown_seconds: number
  publisher_id: number
  publisher_name: string
  audience_type: string
  audience_ids: string
  source_app: string
  created_at: number
  /** The portal path the notice opens (migration 157), or null. */
  link: string | null
}

/** One recipient's copy of a notice: delivered (created_at), first shown, read, confirmed (must-read). */
export interface NoticeReceiptTable {
  tenant_id: number
  user_id: number
  notice_id: string
  channel: string
  must_read: number
  created_at: number
  shown_at: number | null
  read_at: number | null
  confirmed_at: number | null
}

/** A solved captcha: a single-use pass token (hashed) that a sign-in or a code request spends. */
export interface CaptchaPassTable {
  token_hash: string
  ip: string
  created_at: number
  expires_at: number
  used_at: number | null
}
