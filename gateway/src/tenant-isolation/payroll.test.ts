import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's salary items, groups, profiles or runs (services/payroll).

describe('tenant isolation: payroll', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let employeeId: number
  let runId: number
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    employeeId = (
      await gateway.ctx.db
        .selectFrom('salary_profile')
        .select('employee_id')
        .where('tenant_id', '=', 1)
        .orderBy('employee_id')
        .executeTakeFirstOrThrow()
    ).employee_id
    runId = (await post('/salary/web/run/create', { groupId: 1, month: '2025-06' }, one)).body.result.id
  })

  it("lists only the session tenant's items, groups, profiles and runs", async () => {
    expect((await post('/salary/web/item/list', {}, one)).body.result.items.length).toBeGreaterThan(5)
    expect((await post('/salary/web/item/list', {}, two)).body.result.items).toEqual([])
    expect((await post('/salary/web/group/list', {}, two)).body.result).toEqual([])
    expect((await post('/salary/web/run/list', {}, two)).body.result).toEqual([])
    // Overtime rates: tenant 1's change is tenant 1's; tenant 2 keeps the statutory ones.
    const rates = { workday: 160, restDay: 220, statutory: 330 }
    expect((await post('/salary/web/overtimeRate/save', rates, one)).body.result).toEqual(rates)
    expect((await post('/salary/web/overtimeRate/get', {}, two)).body.result).toEqual({
      workday: 150,
      restDay: 200,
      statutory: 300,
    })
    const profiles = (await post('/salary/web/profile/list', { rows: 100 }, two)).body.result.rows as Array<{
      employeeId: number
      profile: unknown
    }>
    expect(profiles.map((row) => row.employeeId)).not.toContain(employeeId)
    expect(profiles.every((row) => row.profile === null)).toBe(true)
  })

  it('neither reads nor changes a run, group, item or profile of another tenant by its id', async () => {
    for (const path of ['run/detail', 'run/lines', 'run/calculate', 'run/submit', 'run/publish']) {
      expect((await post(`/salary/web/${path}`, { id: runId }, two)).body.code, path).toBe(410913)
    }
    expect(
      (await post('/salary/web/run/setInputs', { id: runId, employeeId, values: { bonus: '1' } }, two)).body.code,
    ).toBe(410913)
    expect((await post('/salary/web/run/recalculate', { id: runId, employeeId, reason: 'xx' }, two)).body.code).toBe(
      410913,
    )
    expect((await post('/salary/web/run/threshold', { id: runId, threshold: '1' }, two)).body.code).toBe(410913)
    expect(
      (
        await post(
          '/salary/web/run/import',
          { id: runId, fileName: 'a.csv', content: Buffer.from('工号,bonus\nx,1\n').toString('base64') },
          two,
        )
      ).body.code,
    ).toBe(410913)
    expect((await post('/salary/web/run/approval', { id: runId }, two)).body.code).toBe(403001)
    expect((await post('/salary/web/run/create', { groupId: 1, month: '2025-07' }, two)).body.code).toBe(410908)
    expect((await post('/salary/web/group/delete', { id: 1 }, two)).body.code).toBe(410908)
    expect(
      (
        await post(
          '/salary/web/group/save',
          { id: 1, name: 'x', payDay: 1, organIds: [], employeeIds: [employeeId], itemIds: [] },
          two,
        )
      ).body.code,
    ).toBe(410908)
    expect(
      (
        await post(
          '/salary/web/group/save',
          { name: 'x', payDay: 1, organIds: [], employeeIds: [employeeId], itemIds: [] },
          two,
        )
      ).body.code,
    ).toBe(410910)
    expect((await post('/salary/web/item/delete', { id: 1 }, two)).body.code).toBe(410904)
    expect((await post('/salary/web/item/check', { code: 'x', formula: 'base + meal' }, two)).body.result.valid).toBe(
      false,
    )
    expect((await post('/salary/web/profile/history', { employeeId }, two)).body.code).toBe(410911)
    const save = {
      employeeId,
      effectiveMonth: '2025-01',
      base: '1',
      allowances: {},
      bankName: '',
      bankAccount: '',
      costCentre: '',
      reason: '',
    }
    expect((await post('/salary/web/profile/save', save, two)).body.code).toBe(410911)
    // An item saved in tenant 2 takes a code tenant 1 has, and changes nothing there.
    const item = {
      code: 'base',
      nameZh: '底薪',
      nameEn: 'Base',
      kind: 'earning',
      source: 'fixed',
      formula: '',
      taxable: true,
      annualBonus: false,
      onPayslip: true,
    }
    expect((await post('/salary/web/item/save', item, two)).body.code).toBe(0)
    expect(
      (await post('/salary/web/item/list', {}, one)).body.result.items.find((i: { code: string }) => i.code === 'base')
        .nameEn,
    ).toBe('Base pay')
    expect(
      (
        await gateway.ctx.db
          .selectFrom('salary_line')
          .select('inputs')
          .where('tenant_id', '=', 1)
          .where('run_id', '=', runId)
          .where('employee_id', '=', employeeId)
          .executeTakeFirstOrThrow()
      ).inputs,
    ).toBe('{}')
  })
})
