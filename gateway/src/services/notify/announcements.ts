import { handle } from '../../core/service'
import { NOTICE_PUBLISHED } from '../message'
import { queueNotification } from './queue'

// A must-read announcement reaches its audience beyond the portal too, by their choices for announcements (the
// message centre has it already). The link opens the announcement in the portal's message centre.
export const mustReadByMail = handle(NOTICE_PUBLISHED, async (db, notice) => {
  if (notice.channel !== 'announcement' || !notice.mustRead) return
  await queueNotification(
    { db, now: () => notice.now },
    {
      tenantId: notice.tenantId,
      kind: 'announcement',
      userIds: notice.recipients,
      params: { title: notice.title, publisher: notice.publisherName },
      link: `/portal/messages/${notice.id}`,
      eventKey: `notice:${notice.id}`,
      inPortal: false,
    },
  )
})
