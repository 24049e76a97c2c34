import type { Migration } from 'kysely'
import * as notices from './017-notices'
import * as codeDelivery from './034-code-delivery'
import * as noticeTitleMessage from './105-notice-title-message'
import * as noticeLink from './157-notice-link'
import * as noticeReceiptListIndex from './180-notice-receipt-list-index'

/** The migrations that create or change only the message service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '017-notices': notices,
  '034-code-delivery': codeDelivery,
  '105-notice-title-message': noticeTitleMessage,
  '157-notice-link': noticeLink,
  '180-notice-receipt-list-index': noticeReceiptListIndex,
}
