import { notice } from './notices'
import { outbox } from './outbox'
import { publishing } from './publishing'
import { codes } from './verification'

/** The message service (gateway services/message): verification codes, the developer's outbox and notices. */
export const message = { codes, outbox, notice, publishing }

export { CODE, NOTICE } from './codes'
export { CHANNELS, noticeSummary, noticeDetail } from './notices'
export { MAX_COUNTDOWN_SECONDS, MAX_AUDIENCE_IDS, account, publishedRow, readReport } from './publishing'
