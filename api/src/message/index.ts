import { notice } from './notices'
import { outbox } from './outbox'
import { publishing } from './publishing'
import { task } from './tasks'
import { codes } from './verification'

/** The message service (gateway services/message): verification codes, the developer's outbox, notices and the task monitor. */
export const message = { codes, outbox, notice, publishing, task }

export { CODE, NOTICE } from './codes'
export { CHANNELS, noticeSummary, noticeDetail } from './notices'
export { MAX_COUNTDOWN_SECONDS, MAX_AUDIENCE_IDS, account, publishedRow, readReport } from './publishing'
export { TASK_KINDS, taskRow } from './tasks'
