import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from './plans'

describe('day plans from the shared cache', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('plan a day again once its calendar changes', async () => {
    const db = gateway.ctx.db
    const day = '2031-05-06'
    const kind = async () => (await dayPlansOf(db, 1, null, day, day))[0].kind
    expect(await kind()).toBe('work')
    expect(await kind()).toBe('work')
    const calendar = await db
      .selectFrom('work_calendar')
      .select('id')
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('calendar_day')
      .values({
        tenant_id: 1,
        calendar_id: calendar.id,
        day,
        kind: 'holiday',
        name_zh: '测试',
        name_en: 'Test',
        statutory: 0,
      })
      .execute()
    expect(await kind()).not.toBe('work')
  })
})
