import type {
  Account,
  AppSendInput,
  AppSendPass,
  ChannelInfo,
  MarkedRead,
  NewNotices,
  NoticeDetail,
  NoticePage,
  PublishedPage,
  PublishInput,
  ReadReport,
  Sent,
  Unread,
} from '@hr-portal/api/client/message'
import { http } from '../lib/http'

// The notice calls' wire types are the contract's (api/src/message).
export type {
  Account,
  ChannelInfo,
  NoticeDetail,
  NoticePage,
  NoticeSummary,
  PublishedRow,
  ReadReport,
} from '@hr-portal/api/client/message'

/** Who an announcement goes to, as the publish form builds it (the contract takes `ids` for departments and users). */
export type Audience = { type: 'tenant' } | { type: 'organs' | 'users'; ids: number[] }

const N = '/message/web/notice'
const quiet = { unLoading: true }
const result = async <T>(call: Promise<{ result?: T }>) => (await call).result as T

/** §7 /message/web calls of the message centre, the bell and the must-read prompt. */
export const noticeApi = {
  newest: () => result<NewNotices>(http.postJson(`${N}/findNewNotice`, {}, quiet)),
  channels: () => result<ChannelInfo[]>(http.postJson(`${N}/channelListPage`, {}, quiet)),
  page: (query: { page: number; rows: number; channel?: string; status?: 'all' | 'unread' | 'read' }) =>
    result<NoticePage>(http.postJson(`${N}/userNoticePage`, query)),
  detail: (id: string) => result<NoticeDetail>(http.postJson(`${N}/getNoticeById`, { id })),
  markRead: (id: string) => result<Unread>(http.postJson(`${N}/updateNoticeIsSee`, { id }, quiet)),
  markAllRead: (channel?: string) => result<MarkedRead>(http.postJson(`${N}/markAllRead`, channel ? { channel } : {})),
  mustRead: () => result<NoticeDetail[]>(http.postJson(`${N}/mustReadList`, {}, quiet)),
  confirm: (id: string) => result<Unread>(http.postJson(`${N}/confirmRead`, { id })),
  publish: (body: PublishInput) => result<Sent>(http.postJson(`${N}/publish`, body)),
  published: (page: number, rows: number) => result<PublishedPage>(http.postJson(`${N}/publishedPage`, { page, rows })),
  readReport: (id: string) => result<ReadReport>(http.postJson(`${N}/readReport`, { id })),
  accounts: (keyword: string) => result<Account[]>(http.postJson(`${N}/recipientOptions`, { keyword }, quiet)),
  /** The pass of `app` the shell holds for one of its frames (app-message-sender.ts). */
  appSendPass: (app: string) => result<AppSendPass>(http.postJson(`${N}/appSendPass`, { app }, quiet)),
  appSend: (body: AppSendInput) => result<Sent>(http.postJson(`${N}/appSend`, body, quiet)),
  /** The live stream from `since`, its titles in `language` (an event stream cannot send Accept-Language). */
  streamUrl: (since: number, language: string) =>
    `${http.resolveUrl(`${N}/stream`)}?since=${since}&lang=${encodeURIComponent(language)}`,
}

/** The functionId that lets a role publish announcements (gateway: PUBLISH_FUNCTION). */
export const PUBLISH_FUNCTION = '100001'
