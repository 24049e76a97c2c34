import { route } from '../route'
import { bool, integer, list, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { NOTICE } from './codes'

/** The channels a notice comes in: announcements (HTML) and sub-apps' messages (plain text). */
export const CHANNELS = ['announcement', 'app'] as const
export const TENANT = "the session tenant and the caller's own receipts only (tenant-isolation/content.test.ts)"
/** A notice's id (a UUID). */
export const noticeId = () => text(36, 36)
const ONE = objectBody({ id: noticeId() }, ['id'])

/** One notice as a recipient sees it in lists, the bell and the live stream. */
export const noticeSummary = record({
  id: str(),
  channel: oneOf(CHANNELS),
  title: str(),
  /** The first 120 characters of the body's text. */
  excerpt: str(),
  mustRead: bool(),
  countdownSeconds: integer(),
  publisherName: str(),
  sourceApp: str(),
  /** When it reached the user (epoch ms). */
  receivedAt: num(),
  read: bool(),
  confirmed: bool(),
  /** The portal path of what the notice is about (/portal/<app>/…), opened from the bell and the list; null: none. */
  link: nullable(str()),
})

/** A notice with its body and when its must-read countdown ends (confirmInMs: as the gateway's clock counts). */
export const noticeDetail = record({
  ...noticeSummary.properties,
  /** Sanitized HTML (announcements) or plain text (sub-apps' messages), as `format` says. */
  body: str(),
  format: oneOf(['html', 'text'] as const),
  shownAt: num(),
  canConfirmAt: num(),
  confirmInMs: num(),
})

const unread = record({ unread: integer() })

/** §7 /message/web notices for every signed-in user: the bell, the message centre and the must-read prompt. */
export const notice = {
  channelListPage: route({
    method: 'POST',
    path: '/message/web/notice/channelListPage',
    body: objectBody({}),
    result: list(record({ channel: oneOf(CHANNELS), total: integer(), unread: integer(), newestAt: nullable(num()) })),
    errors: [],
    tenant: TENANT,
    summary: "Each channel's count of the caller's notices, unread ones and the newest's time.",
  }),
  findNewNotice: route({
    method: 'POST',
    path: '/message/web/notice/findNewNotice',
    body: objectBody({}),
    result: record({ unread: integer(), newest: list(noticeSummary) }),
    errors: [],
    tenant: TENANT,
    summary: "The caller's unread count and newest notices (the bell).",
  }),
  markAllRead: route({
    method: 'POST',
    path: '/message/web/notice/markAllRead',
    body: objectBody({ channel: oneOf(CHANNELS) }),
    result: record({ marked: integer(), unread: integer() }),
    errors: [],
    tenant: TENANT,
    summary: "Marks the caller's notices read, of one channel or all (must-read ones only by confirming).",
  }),
  updateNoticeIsSee: route({
    method: 'POST',
    path: '/message/web/notice/updateNoticeIsSee',
    body: ONE,
    result: unread,
    errors: [NOTICE.notFound],
    tenant: TENANT,
    summary: 'Marks a notice read (a must-read one only by confirming).',
  }),
  getNoticeById: route({
    method: 'POST',
    path: '/message/web/notice/getNoticeById',
    body: ONE,
    result: noticeDetail,
    errors: [NOTICE.notFound],
    tenant: TENANT,
    summary: 'A notice with its body (also an announcement the caller published); starts its must-read countdown.',
  }),
  userNoticePage: route({
    method: 'POST',
    path: '/message/web/notice/userNoticePage',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 100_000 }),
      rows: Type.Integer({ minimum: 1, maximum: 100 }),
      channel: oneOf(CHANNELS),
      status: oneOf(['all', 'unread', 'read'] as const),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(noticeSummary) }),
    errors: [],
    tenant: TENANT,
    summary: "A page of the caller's notices, newest first.",
  }),
  mustReadList: route({
    method: 'POST',
    path: '/message/web/notice/mustReadList',
    body: objectBody({}),
    result: list(noticeDetail),
    errors: [],
    tenant: TENANT,
    summary: "The caller's must-read notices not yet confirmed (oldest first, at most 20); starts their countdowns.",
  }),
  confirmRead: route({
    method: 'POST',
    path: '/message/web/notice/confirmRead',
    body: ONE,
    result: unread,
    errors: [NOTICE.notFound, NOTICE.notMustRead, NOTICE.countdownRunning],
    tenant: TENANT,
    summary: 'Confirms a must-read notice once its countdown has run.',
  }),
  stream: route({
    method: 'GET',
    path: '/message/web/notice/stream',
    query: objectBody({ since: Type.Integer({ minimum: 0 }), lang: oneOf(['zh-CN', 'en'] as const) }),
    file: true,
    errors: [],
    tenant: "the session tenant and the caller's own receipts only (services/message/notices/stream-route.test.ts)",
    summary: "Server-sent events of the caller's new notices: `notice` events `{ notice, unread }`.",
  }),
}
