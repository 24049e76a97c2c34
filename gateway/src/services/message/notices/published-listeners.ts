import type { Db } from '../../../core/db/types'

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

const listeners: NoticeListener[] = []

/** Adds a listener to every published notice (once, at module load), e.g. notify's must-read notices by e-mail. */
export function onNoticePublished(listener: NoticeListener): void {
  listeners.push(listener)
}

/** Tells the listeners; a failing listener never fails the publishing (the notice is stored already). */
export async function noticePublished(db: Db, notice: PublishedNotice): Promise<void> {
  for (const listener of listeners) {
    await listener(db, notice).catch((error: unknown) => {
      console.error('a listener of published notices failed', error)
    })
  }
}
