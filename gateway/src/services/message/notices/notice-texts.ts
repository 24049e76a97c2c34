import { messageContract } from '@hr-portal/api'
import { GatewayError, codes } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Error texts of the notice routes, in the caller's language (Accept-Language; Chinese by default, §1). */
const catalogue = {
  notFound: { en: 'The message does not exist or is not yours', zh: '消息不存在或不属于您' },
  taskNotFound: { en: 'The task does not exist or is not yours', zh: '任务不存在或不属于您' },
  notMustRead: { en: 'This message does not need confirming', zh: '该消息无需确认阅读' },
  countdown: { en: 'Please read on: you can confirm in {s} seconds', zh: '请继续阅读，{s} 秒后可确认' },
  noRecipients: { en: 'Nobody is in the chosen audience', zh: '所选范围内没有接收人' },
  badAudience: {
    en: 'The audience contains departments or users outside this company',
    zh: '发送范围包含不属于本企业的部门或人员',
  },
  recipientRefused: {
    en: 'The message cannot go to every chosen recipient, so it was sent to nobody',
    zh: '消息无法发送给所选的全部接收人，因此未发送给任何人',
  },
  emptyBody: { en: 'Please enter the content', zh: '请输入内容' },
  notPublisher: {
    en: 'Only the publisher can see who has read this announcement',
    zh: '仅发布人可查看该公告的阅读情况',
  },
  appUnknown: { en: 'No app called {app} is registered', zh: '未注册名为 {app} 的应用' },
  appCannotSend: { en: 'The app {app} may not send messages', zh: '应用 {app} 无权发送消息' },
  appNotOpen: { en: 'You may not use the app {app}', zh: '您无权使用应用 {app}' },
  appPassInvalid: {
    en: 'This message was not sent from a page of the app {app}',
    zh: '该消息并非从应用 {app} 的页面发出',
  },
  tooManyAppMessages: {
    en: 'Too many messages from apps, please try again in a minute',
    zh: '应用消息发送过于频繁，请一分钟后再试',
  },
  tooManyAppRecipients: { en: 'An app message goes to at most {n} people', zh: '应用消息最多发送给 {n} 人' },
  badLink: {
    en: 'An app message may link only to a page of the app {app}',
    zh: '应用消息只能链接到应用 {app} 内的页面',
  },
} as const

export type NoticeTextKey = keyof typeof catalogue

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function noticeError(
  lang: Lang,
  code: number,
  key: NoticeTextKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const textOf = catalogue[key][lang]
  return new GatewayError(
    code,
    textOf.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}

/** Envelope codes of the notice routes (the contract's, api/src/message/codes.ts; 400 9xx are taken by company registration). */
export const noticeCodes = {
  ...messageContract.NOTICE,
  notFound: codes.notFound,
  badInput: codes.badInput,
  noPermission: codes.noPermission,
} as const
