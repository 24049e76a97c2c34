import { route } from '../route'
import {
  bool,
  flag,
  id,
  integer,
  list,
  matching,
  nullable,
  num,
  objectBody,
  oneOf,
  paragraph,
  record,
  str,
  text,
  Type,
} from '../schema'
import { NOTICE } from './codes'
import { noticeId, TENANT } from './notices'

/** The longest must-read countdown, in seconds. */
export const MAX_COUNTDOWN_SECONDS = 600
/** Most departments or users one announcement may name. */
export const MAX_AUDIENCE_IDS = 1000
/** Longest userIds list an app message may carry at all (past its recipients' limit it is refused and audited). */
const MAX_IDS_IN_REQUEST = 1000
/** An app's name or menu code, as appSend takes it. */
const appName = () => matching('^[a-z0-9-]{1,60}$')
/** A user's pseudonymous id for a third-party app (base64url, 43 characters): how such an app names a recipient. */
const pseudonym = () => matching('^[A-Za-z0-9_-]{43}$')
const PUBLISHER = "the session tenant's notices and accounts only (tenant-isolation/content.test.ts)"

const sent = record({ id: str(), recipients: integer() })
/** An account of the tenant, for the audience picker. */
export const account = record({ id: integer(), name: str(), userName: str() })
/** An announcement in its publisher's list, with its read count. */
export const publishedRow = record({
  id: str(),
  title: str(),
  mustRead: bool(),
  countdownSeconds: integer(),
  audienceType: str(),
  publishedAt: num(),
  recipients: integer(),
  readers: integer(),
})
/** Who has read and confirmed an announcement. */
export const readReport = record({
  id: str(),
  title: str(),
  mustRead: bool(),
  readers: list(
    record({
      userId: integer(),
      name: str(),
      userName: str(),
      deliveredAt: num(),
      readAt: nullable(num()),
      confirmedAt: nullable(num()),
    }),
  ),
})

/** Publishing announcements (function 100001, the session's tenant only) and sub-apps' messages through the shell. */
export const publishing = {
  publish: route({
    method: 'POST',
    path: '/message/web/notice/publish',
    body: objectBody(
      {
        title: text(200, 1),
        body: paragraph(100_000, 1),
        mustRead: flag(),
        countdownSeconds: Type.Integer({ minimum: 0, maximum: MAX_COUNTDOWN_SECONDS }),
        audience: objectBody(
          {
            type: oneOf(['tenant', 'organs', 'users'] as const),
            ids: Type.Array(id(), { maxItems: MAX_AUDIENCE_IDS }),
          },
          ['type'],
        ),
      },
      ['title', 'body', 'audience'],
    ),
    result: sent,
    errors: [NOTICE.badInput, NOTICE.noRecipients, NOTICE.badAudience],
    tenant: PUBLISHER,
    summary: 'Publishes an announcement to the tenant, departments (and below) or chosen users.',
  }),
  publishedPage: route({
    method: 'POST',
    path: '/message/web/notice/publishedPage',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 100_000 }),
      rows: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(publishedRow) }),
    errors: [],
    tenant: PUBLISHER,
    summary: "A page of the caller's announcements with their read counts.",
  }),
  readReport: route({
    method: 'POST',
    path: '/message/web/notice/readReport',
    body: objectBody({ id: noticeId() }, ['id']),
    result: readReport,
    errors: [NOTICE.notFound],
    tenant: PUBLISHER,
    summary: 'Who has read and confirmed an announcement (its publisher or a super administrator).',
  }),
  recipientOptions: route({
    method: 'POST',
    path: '/message/web/notice/recipientOptions',
    body: objectBody({ keyword: text(50) }),
    result: list(account),
    errors: [],
    tenant: PUBLISHER,
    summary: "Up to 20 of the tenant's accounts whose name or account matches the keyword.",
  }),
  appSendPass: route({
    method: 'POST',
    path: '/message/web/notice/appSendPass',
    body: objectBody({ app: appName() }, ['app']),
    result: record({ token: str(), expiresAt: num() }),
    errors: [NOTICE.appRefused],
    tenant: TENANT,
    summary: "The pass of an app the shell holds for that app's frame (an app token granting messages.send only).",
  }),
  appSend: route({
    method: 'POST',
    path: '/message/web/notice/appSend',
    body: objectBody(
      {
        app: appName(),
        appToken: text(4096, 10),
        /** Account ids from a first-party app, the app's pseudonymous ids of the users from a third-party app. */
        userIds: Type.Array(Type.Union([id(), pseudonym()]), { minItems: 1, maxItems: MAX_IDS_IN_REQUEST }),
        title: text(200, 1),
        body: paragraph(20_000, 1),
        /** A path inside the sending app (under its base, e.g. `requests/42`): the notice opens /portal/<app code>/<path>. */
        link: text(400, 1),
      },
      ['app', 'appToken', 'userIds', 'title', 'body'],
    ),
    result: sent,
    errors: [NOTICE.tooManyAppMessages, NOTICE.appRefused, NOTICE.badInput, NOTICE.badAudience, NOTICE.badLink],
    tenant: PUBLISHER,
    summary:
      "A sub-app's message (plain text) to accounts of the tenant (named by pseudonymous id from a third-party app; one refusal, and nothing sent, when any is unknown or not allowed), with the pass of the sending frame's app and optionally a link to a page of that app; audited.",
  }),
}
