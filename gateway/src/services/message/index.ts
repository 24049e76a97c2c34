// The message service's narrow interface: what other services use (this file loads no routes).
export { issueCaptchaPass } from './captcha-pass'
export { accountAt, normalDestination, PHONE } from './destination'
export { resolveAudience } from './notices/audience'
export { receiptsOf, SUMMARY_COLUMNS, toSummary } from './notices/notice-queries'
export { portalLink } from './notices/notice-link'
export { publishNotice } from './notices/publish'
/** Where the accounts service hands the pseudonyms a third-party app's messages.send names recipients by. */
export { APP_PSEUDONYMS, type AppPseudonymsOf } from './notices/app-recipients'
export { NOTICE_PUBLISHED, type NoticeListener, type PublishedNotice } from './notices/published-listeners'
export { spendPublicWork } from './public-work'
export { say } from './texts'
export { TASK_READER, type TaskOwner, type TaskReader, type UserTask } from './tasks/task-readers'
export { drainDeliveries } from './delivery-workers'
export { issueProof, PROOF_TTL_MS, restoreProof, spendProof, useProof } from './proof'
export {
  type CodeChannel,
  consumeCode,
  requireCaptchaPass,
  RESEND_AFTER_MS,
  sendCode,
  wrongCodeFor,
} from './verification'
// The message service's tables: their row types (merged into core's Database).
export type {
  VerificationCodeTable,
  AttemptCounterTable,
  CaptchaPassTable,
  CodeDeliveryTable,
  NoticeTable,
  NoticeReceiptTable,
} from './tables'
