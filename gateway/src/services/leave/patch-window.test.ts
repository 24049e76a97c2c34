import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { lockMonth } from '../scheduling'
import { patchWindowOf } from './patch-window'

const APPLY = '/gateway/vacation/web/patchCard/apply'
/** Wednesday 20 March 2030, 10:00 in Shanghai. */
const NOW = Date.parse('2030-03-20T02:00:00Z')

describe('where a patch card may be asked', () => {
  let gateway: TestGateway
  let staff: string
  let staffUser: number

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(NOW)
    staff = await gateway.login('staff', 'Staff@12345')
    const db = gateway.ctx.db
    staffUser = (
      await db.selectFrom('app_user').select('id').where('user_name', '=', 'staff').executeTakeFirstOrThrow()
    ).id
    // Monday to Friday only (whatever holidays the seed holds for these months), February locked by HR.
    await db
      .deleteFrom('calendar_day')
      .where('tenant_id', '=', 1)
      .where('day', '>=', '2029-12-01')
      .where('day', '<=', '2030-03-31')
      .execute()
    await lockMonth(db, 1, '2030-02', staffUser)
  })
  afterAll(() => gateway.close())

  it('reaches back 22 working days, today counted; says a day of a locked month is locked, a future or older day outside', async () => {
    const window = await patchWindowOf(gateway.ctx.db, 1, staffUser, NOW)
    // 14 working days from 1 to 20 March, 8 more back in February: from the 19th.
    expect(window).toMatchObject({ from: '2030-02-19', to: '2030-03-20' })
    expect(
      ['2030-03-20', '2030-03-01', '2030-02-19', '2030-02-18', '2030-03-21', '2030-02-30'].map(window.verdict),
    ).toEqual(['open', 'open', 'locked', 'outsideWindow', 'outsideWindow', 'outsideWindow'])
    // Another tenant's locks and calendars have no say.
    const other = await patchWindowOf(gateway.ctx.db, 2, staffUser, NOW)
    expect(other.verdict('2030-02-19')).not.toBe('locked')
  })

  it('is the rule the apply route keeps: it refuses what the window refuses, with the reason', async () => {
    const en = { 'accept-language': 'en' }
    const apply = (day: string) =>
      gateway.post(APPLY, { day, time: '09:00', kind: 'in', reason: 'Badge reader was down' }, staff, en)
    expect((await apply('2030-02-18')).body.code).toBe(410108)
    expect((await apply('2030-03-21')).body.code).toBe(410108)
    expect((await apply('2030-02-19')).body).toMatchObject({ code: 410119, msg: expect.stringContaining('2030-02') })
    expect((await apply('2030-03-04')).body).toMatchObject({ code: 0, result: { status: 'pending' } })
  })
})
