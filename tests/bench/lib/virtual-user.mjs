// One virtual user of the mixed load: signs in once, holds the notice stream open, then loops over
// what a member of staff does, with a think time between steps, until the end of the load.
import { setTimeout as sleep } from 'node:timers/promises'

const DAY = 86_400_000
/** The first leave day handed out: a Monday far enough ahead that no demo data is there. */
const FIRST_LEAVE_DAY = Date.UTC(2031, 0, 6)

/**
 * The `n`-th half working day from FIRST_LEAVE_DAY, as a leave span of half a day: an account's
 * requests never overlap (the gateway refuses overlapping ones), whichever of its users sends them.
 */
export function halfDayLeave(n) {
  const day = Math.floor(n / 2)
  const date = new Date(FIRST_LEAVE_DAY + (Math.floor(day / 5) * 7 + (day % 5)) * DAY).toISOString().slice(0, 10)
  const half = n % 2 ? 'pm' : 'am'
  return { startDate: date, startHalf: half, endDate: date, endHalf: half }
}

/**
 * Runs one virtual user while `clock.live()`, telling `clock.signedIn()` once it has signed in.
 * `client` is its own connection to one gateway process; `approver` is `{ client, token }` of the
 * approver who approves its leave; `account` is `{ userName, nextLeave }`, shared by the users signed
 * in to it. Failed calls are counted by the client; the user goes on with its next step.
 */
export async function runVirtualUser({ client, account, password, approver, clock, thinkMs, keyword }) {
  const think = () => sleep(thinkMs * (0.5 + Math.random()))
  const { live } = clock
  const attempt = (promise) => promise.catch(() => undefined)
  let token
  while (!token && live()) {
    token = (
      await attempt(client.post('sign-in', '/uac/account/login', { account: account.userName, password, tenantId: 1 }))
    )?.token
    if (!token) await think()
  }
  if (!token) return null
  clock.signedIn()
  const stream = client.holdStream('notice stream open', '/message/web/notice/stream', token)
  try {
    while (live()) {
      await attempt(client.post('menu tree', '/joyhr/web/elesMenu/menuTreeForPc', {}, token))
      await think()
      if (!live()) break
      await attempt(
        client.post('staff search', '/ums/web/entryUser/getUserPage', { page: 1, rows: 10, keyword: keyword() }, token),
      )
      await think()
      if (!live()) break
      const page = await attempt(
        client.post('announcements list', '/message/web/notice/userNoticePage', { page: 1, rows: 10 }, token),
      )
      const notice = page?.rows[Math.floor(Math.random() * page.rows.length)]
      if (notice) {
        await attempt(client.post('announcement read', '/message/web/notice/getNoticeById', { id: notice.id }, token))
        await attempt(
          client.post('announcement mark read', '/message/web/notice/updateNoticeIsSee', { id: notice.id }, token),
        )
      }
      await think()
      if (!live()) break
      const leave = await attempt(
        client.post(
          'leave request',
          '/vacation/web/leave/apply',
          {
            typeCode: 'personal',
            reason: 'Load test',
            ...halfDayLeave(account.nextLeave++),
          },
          token,
        ),
      )
      await think()
      if (leave) {
        await attempt(
          approver.client.post(
            'leave approval',
            '/workflow/web/approveForm/resolve',
            { instanceId: leave.instanceId, comment: 'OK' },
            approver.token,
          ),
        )
      }
      await think()
    }
  } finally {
    stream.close()
  }
  return stream
}
