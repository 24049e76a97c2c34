import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { notice, noticeDetail, noticeSummary } from './notices'
import type { account, publishedRow, publishing, readReport } from './publishing'
import type { task, taskRow } from './tasks'

// The message service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/message).

export type NoticeSummary = Static<typeof noticeSummary>
export type NoticeDetail = Static<typeof noticeDetail>
export type NoticeChannel = NoticeSummary['channel']
export type NoticePage = ResultOf<typeof notice.userNoticePage>
export type ChannelInfo = ResultOf<typeof notice.channelListPage>[number]
export type PublishInput = BodyOf<typeof publishing.publish>
export type Audience = PublishInput['audience']
export type PublishedRow = Static<typeof publishedRow>
export type ReadReport = Static<typeof readReport>
export type Account = Static<typeof account>
export type AppSendInput = BodyOf<typeof publishing.appSend>
export type NewNotices = ResultOf<typeof notice.findNewNotice>
export type Unread = ResultOf<typeof notice.updateNoticeIsSee>
export type MarkedRead = ResultOf<typeof notice.markAllRead>
export type Sent = ResultOf<typeof publishing.publish>
export type PublishedPage = ResultOf<typeof publishing.publishedPage>
export type AppSendPass = ResultOf<typeof publishing.appSendPass>
export type TaskRow = Static<typeof taskRow>
export type TaskPage = ResultOf<typeof task.list>
