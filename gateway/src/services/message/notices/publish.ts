import { randomUUID } from 'node:crypto'
import { messageContract } from '@hr-portal/api'
import { busOf } from '../../../core/bus'
import type { Db } from '../../../core/db/types'
import { storedMessage, type Message } from '../../../core/message-text'
import { indexDoc } from '../../search'
import { resolveAudience, type Audience } from './audience'
import { BadLinkError, portalLink } from './notice-link'
import { noticeWritten } from './notice-events'
import { noticePublished } from './published-listeners'
import { bodyFormatOf, messageText, sanitizeNoticeBody, textOfBody } from './sanitize'

/** The channels of the message centre: announcements admins publish, and messages sub-apps send (the contract's). */
export const CHANNELS = messageContract.CHANNELS
export type Channel = (typeof CHANNELS)[number]

/** Longest must-read countdown an admin may set (seconds; the contract's). */
export const MAX_COUNTDOWN_SECONDS = messageContract.MAX_COUNTDOWN_SECONDS

export interface NewNotice {
  tenantId: number
  channel: Channel
  title: string
  /** HTML from the author, sanitized here before it is stored; for channel 'app' plain text, stored as text. */
  body: string
  mustRead: boolean
  countdownSeconds: number
  publisherId: number
  publisherName: string
  audience: Audience
  /** The sending sub-app (channel 'app'). */
  sourceApp?: string
  /** Title and body (channel 'app') as messages shown in each reader's language; `title` and `body` hold their Chinese texts. */
  titleMessage?: Message
  bodyMessage?: Message
  /** The portal path the notice opens (notice-link.ts portalLink), or none. */
  link?: string | null
  now: number
}

/** What publishing answers: the notice id and how many recipients got it. */
export interface Published {
  id: string
  recipients: number /** False when the search index refused it (the notice is published all the same). */
  indexed: boolean
}

const RECEIPT_BATCH = 500

/** Who finds the notice in search: everyone in the tenant, or its recipients and the announcement's publisher. */
function searchReaders(notice: NewNotice, recipients: number[]): number[] | null {
  if (notice.audience.type === 'tenant') return null
  return notice.channel === 'announcement' ? [...recipients, notice.publisherId] : recipients
}

/**
 * Stores a notice and one receipt per recipient (the audience resolved within the tenant; throws
 * ForeignAudienceError for ids of another tenant), tells the live streams of every gateway process (over
 * the bus of `db`: pass the gateway's handle, not a transaction's), and indexes the notice for search
 * (readers: everyone in the tenant, or the resolved users and the publisher of an announcement). A link that is not
 * a portal path throws BadLinkError before anything is stored.
 */
export async function publishNotice(db: Db, notice: NewNotice): Promise<Published> {
  const link = notice.link ? portalLink(notice.link) : null
  if (notice.link && !link) throw new BadLinkError(notice.link)
  const recipients = await resolveAudience(db, notice.tenantId, notice.audience)
  if (recipients.length === 0) return { id: '', recipients: 0, indexed: false }
  const id = randomUUID()
  const format = bodyFormatOf(notice.channel)
  const body = format === 'text' ? messageText(notice.body) : sanitizeNoticeBody(notice.body)
  const mustRead = notice.mustRead ? 1 : 0
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notice')
      .values({
        tenant_id: notice.tenantId,
        id,
        channel: notice.channel,
        title: notice.title,
        body,
        must_read: mustRead,
        countdown_seconds: notice.mustRead ? notice.countdownSeconds : 0,
        publisher_id: notice.publisherId,
        publisher_name: notice.publisherName,
        audience_type: notice.audience.type,
        audience_ids: JSON.stringify(notice.audience.type === 'tenant' ? [] : notice.audience.ids),
        source_app: notice.sourceApp ?? '',
        created_at: notice.now,
        title_message: notice.titleMessage ? storedMessage(notice.titleMessage) : '',
        body_message: format === 'text' && notice.bodyMessage ? storedMessage(notice.bodyMessage) : '',
        link,
      })
      .execute()
    for (let i = 0; i < recipients.length; i += RECEIPT_BATCH) {
      await trx
        .insertInto('notice_receipt')
        .values(
          recipients.slice(i, i + RECEIPT_BATCH).map((userId) => ({
            tenant_id: notice.tenantId,
            user_id: userId,
            notice_id: id,
            channel: notice.channel,
            must_read: mustRead,
            created_at: notice.now,
            shown_at: null,
            read_at: null,
            confirmed_at: null,
          })),
        )
        .execute()
    }
  })
  await noticeWritten(busOf(db), notice.tenantId, id, recipients)
  await noticePublished(db, {
    tenantId: notice.tenantId,
    id,
    channel: notice.channel,
    title: notice.title,
    mustRead: notice.mustRead,
    publisherName: notice.publisherName,
    recipients,
    now: notice.now,
  })
  const indexed = await indexDoc(db, {
    tenantId: notice.tenantId,
    kind: 'notice',
    refId: id,
    title: notice.title,
    body: textOfBody(body, format),
    appCode: '',
    path: `/portal/messages/${id}`,
    readers: searchReaders(notice, recipients),
  }).then(
    () => true,
    () => false,
  )
  return { id, recipients: recipients.length, indexed }
}
