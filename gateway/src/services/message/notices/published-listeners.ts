import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** A notice just published, as services above message hear of it. */
export interface PublishedNotice {
  tenantId: number
  id: string
  channel: string
  title: string
  mustRead: boolean
  publisherName: string
  recipients: number[]
  now: number
}

export type NoticeListener = (db: Db, notice: PublishedNotice) => Promise<void>

/** Listeners of every published notice (notify's must-read notices by e-mail), handed in their service's `handlers`. */
export const NOTICE_PUBLISHED = hookOf<NoticeListener>('message.noticePublished')

/** Tells the listeners; a failing listener never fails the publishing (the notice is stored already). */
export async function noticePublished(db: Db, notice: PublishedNotice): Promise<void> {
  for (const listener of wiringOf(db).all(NOTICE_PUBLISHED)) {
    await listener(db, notice).catch((error: unknown) => {
      console.error('a listener of published notices failed', error)
    })
  }
}
