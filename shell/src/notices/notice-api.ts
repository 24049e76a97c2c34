import { http } from '../lib/http'

/** One notice as the gateway lists it (services/message/notices/notice-queries.ts). */
export interface NoticeSummary {
  id: string
  channel: 'announcement' | 'app'
  title: string
  excerpt: string
  mustRead: boolean
  countdownSeconds: number
  publisherName: string
  sourceApp: string
  receivedAt: number
  read: boolean
  confirmed: boolean
}

/** A notice with its body and when its must-read countdown ends. */
export interface NoticeDetail extends NoticeSummary {
  /** Sanitized HTML (announcements) or plain text (sub-apps' messages), as `format` says. */
  body: string
  format: 'html' | 'text'
  shownAt: number
  canConfirmAt: number
  /** Milliseconds until the must-read countdown ends, as the gateway answered. */
  confirmInMs: number
}

export interface NoticePage {
  total: number
  page: number
  totalPage: number
  rows: NoticeSummary[]
}
export interface ChannelInfo {
  channel: NoticeSummary['channel']
  total: number
  unread: number
  newestAt: number | null
}
export type Audience = { type: 'tenant' } | { type: 'organs' | 'users'; ids: number[] }
export type PublishedRow = {
  id: string
  title: string
  mustRead: boolean
  countdownSeconds: number
  audienceType: string
  publishedAt: number
  recipients: number
  readers: number
}
export interface ReadReport {
  id: string
  title: string
  mustRead: boolean
  readers: Array<{
    userId: number
    name: string
    userName: string
    deliveredAt: number
    readAt: number | null
    confirmedAt: number | null
  }>
}
export interface Account {
  id: number
  name: string
  userName: string
}

const N = '/message/web/notice'
const quiet = { unLoading: true }
const result = async <T>(call: Promise<{ result?: T }>) => (await call).result as T

/** §7 /message/web calls of the message centre, the bell and the must-read prompt. */
export const noticeApi = {
  newest: () => result<{ unread: number; newest: NoticeSummary[] }>(http.postJson(`${N}/findNewNotice`, {}, quiet)),
  channels: () => result<ChannelInfo[]>(http.postJson(`${N}/channelListPage`, {}, quiet)),
  page: (query: { page: number; rows: number; channel?: string; status?: 'all' | 'unread' | 'read' }) =>
    result<NoticePage>(http.postJson(`${N}/userNoticePage`, query)),
  detail: (id: string) => result<NoticeDetail>(http.postJson(`${N}/getNoticeById`, { id })),
  markRead: (id: string) => result<{ unread: number }>(http.postJson(`${N}/updateNoticeIsSee`, { id }, quiet)),
  markAllRead: (channel?: string) =>
    result<{ marked: number; unread: number }>(http.postJson(`${N}/markAllRead`, channel ? { channel } : {})),
  mustRead: () => result<NoticeDetail[]>(http.postJson(`${N}/mustReadList`, {}, quiet)),
  confirm: (id: string) => result<{ unread: number }>(http.postJson(`${N}/confirmRead`, { id })),
  publish: (body: { title: string; body: string; mustRead: boolean; countdownSeconds: number; audience: Audience }) =>
    result<{ id: string; recipients: number }>(http.postJson(`${N}/publish`, body)),
  published: (page: number, rows: number) =>
    result<{ total: number; rows: PublishedRow[] }>(http.postJson(`${N}/publishedPage`, { page, rows })),
  readReport: (id: string) => result<ReadReport>(http.postJson(`${N}/readReport`, { id })),
  accounts: (keyword: string) => result<Account[]>(http.postJson(`${N}/recipientOptions`, { keyword }, quiet)),
  /** The pass of `app` the shell holds for one of its frames (app-message-sender.ts). */
  appSendPass: (app: string) =>
    result<{ token: string; expiresAt: number }>(http.postJson(`${N}/appSendPass`, { app }, quiet)),
  appSend: (body: { app: string; appToken: string; userIds: number[]; title: string; body: string }) =>
    result<{ id: string; recipients: number }>(http.postJson(`${N}/appSend`, body, quiet)),
  /** The live stream's address (server-sent events; the session cookie signs it). */
  /** The live stream from `since`, its titles in `language` (an event stream cannot send Accept-Language). */
  streamUrl: (since: number, language: string) =>
    `${http.resolveUrl(`${N}/stream`)}?since=${since}&lang=${encodeURIComponent(language)}`,
}

/** The functionId that lets a role publish announcements (gateway: PUBLISH_FUNCTION). */
export const PUBLISH_FUNCTION = '100001'
