import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { leavePayoutPctOf, STATUTORY_PAYOUT_PCT } from './leave-payout'

const R = '/gateway/salary/web/overtimeRate'

describe('the untaken annual leave payout rate, where the overtime rates are', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  it('is the statutory 200 % until HR sets another, which the calculation then reads', async () => {
    expect((await gateway.post(`${R}/leavePayout/get`, {}, hr)).body.result).toEqual({ percent: STATUTORY_PAYOUT_PCT })
    const saved = (await gateway.post(`${R}/leavePayout/save`, { percent: 250 }, hr)).body
    expect(saved.code, saved.msg).toBe(0)
    expect(saved.result).toEqual({ percent: 250 })
    expect((await gateway.post(`${R}/leavePayout/get`, {}, hr)).body.result).toEqual({ percent: 250 })
    expect(await leavePayoutPctOf(gateway.ctx.db, 1)).toBe(250)
    // Another tenant keeps the statutory rate; the overtime rates stay as they were.
    expect(await leavePayoutPctOf(gateway.ctx.db, 2)).toBe(STATUTORY_PAYOUT_PCT)
    expect((await gateway.post(`${R}/get`, {}, hr)).body.result).toEqual({ workday: 150, restDay: 200, statutory: 300 })
  })

  it('keeps the payout rate when the overtime rates are saved', async () => {
    const rates = { workday: 200, restDay: 200, statutory: 300 }
    expect((await gateway.post(`${R}/save`, rates, hr)).body.code).toBe(0)
    expect((await gateway.post(`${R}/leavePayout/get`, {}, hr)).body.result).toEqual({ percent: 250 })
  })

  it('refuses a rate below the statutory 200, above 1000 or not a whole percent, and keeps the one set', async () => {
    for (const percent of [199, 1001, 250.5, 'two hundred', -200]) {
      const answer = (await gateway.post(`${R}/leavePayout/save`, { percent }, hr)).body
      expect(answer.code, String(percent)).not.toBe(0)
    }
    expect((await gateway.post(`${R}/leavePayout/save`, { percent: 1000 }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${R}/leavePayout/save`, { percent: 200 }, hr)).body.code).toBe(0)
    expect(await leavePayoutPctOf(gateway.ctx.db, 1)).toBe(200)
  })

  it('lets only who may change the salary items change it', async () => {
    expect((await gateway.post(`${R}/leavePayout/save`, { percent: 300 }, staff)).body.code).toBe(403001)
    expect(await leavePayoutPctOf(gateway.ctx.db, 1)).toBe(200)
  })
})
