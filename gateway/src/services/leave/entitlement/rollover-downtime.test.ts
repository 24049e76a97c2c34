import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { post } from './ledger'
import { rollOver } from './rollover'

// A gateway down from before the carried days' expiry day until after the year's end: its first rollover must expire
// them before it closes the year, so that they are neither carried on nor paid out.

const LIST = '/gateway/vacation/web/leaveType/list'
const SAVE = '/gateway/vacation/web/leaveType/save'
const year = new Date().getUTCFullYear() + 6

describe('the first rollover after a long downtime', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  it('expires the carried days past their expiry day before it closes the year, so they are not paid out', async () => {
    const hr = await gateway.login('hr', 'Hr@123456789')
    const annual = (await gateway.post(LIST, {}, hr)).body.result.find(
      (type: { code: string }) => type.code === 'annual',
    )
    const { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths } = annual
    const policy = { ...annual.policy, carryDays: 2, carryExpiry: '03-31', yearEnd: 'pay' }
    const input = { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths, policy }
    expect((await gateway.post(SAVE, input, hr)).body.code).toBe(0)
    // 2 days carried into the year, 10 given, 1 taken: one carried day unused on 31 March.
    const base = { tenantId: 1, userId: 2, typeCode: 'annual', year }
    await post(
      gateway.ctx.db,
      [
        { ...base, kind: 'carry', amount: 200, key: 'carry-in' },
        { ...base, kind: 'opening', amount: 1000, key: 'test-opening' },
        { ...base, kind: 'taken', amount: 100, key: 'taken:test' },
      ],
      Date.now(),
    )
    // No rollover ran in the year; the next one is on 1 January of the year after.
    await rollOver(gateway.ctx.db, 1, `${year + 1}-01-01`, Date.now())
    const entries = await gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['kind', 'amount', 'entry_key'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', 2)
      .where('type_code', '=', 'annual')
      .where('year', '=', year)
      .execute()
    expect(entries).toContainEqual({ kind: 'expire', amount: -100, entry_key: 'carry-expire' })
    // What is paid out is what was left after the expiry and the 2 days carried on: no expired day among it.
    const sum = (rows: typeof entries) => rows.reduce((total, row) => total + Number(row.amount), 0)
    const payout = entries.filter((row) => row.kind === 'payout')
    const taken = entries.filter((row) => row.kind === 'taken')
    const others = entries.filter((row) => row.kind !== 'payout' && row.kind !== 'taken')
    expect(payout).toHaveLength(1)
    expect(-sum(payout)).toBe(sum(others) - sum(taken))
    expect(entries).toContainEqual({ kind: 'carry', amount: -200, entry_key: 'carry-out' })
  }, 60_000)
})
