import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { type RecordsGateway, startRecordsGateway } from './test-helpers'
import { usualManager } from './usual-manager'

describe("a new hire's line manager", () => {
  let gateway: TestGateway
  let position: RecordsGateway['position']
  let post: RecordsGateway['post']
  let hire = 0
  const values = () => ({
    name: `新同事${++hire}`,
    jobNumber: `LM000${hire}`,
    mobile: `1370000${String(hire).padStart(4, '0')}`,
    organ: position.organ_id,
    gangwei: position.id,
    entryDate: '2026-11-01',
  })
  const managerOf = async (id: number) =>
    (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('manager_id')
        .where('tenant_id', '=', 1)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).manager_id

  beforeAll(async () => {
    ;({ gateway, position, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it("is offered as the one most of the department's staff report to, and recorded as given", async () => {
    const counted = await gateway.ctx.db
      .selectFrom('employee')
      .select(['manager_id', (eb) => eb.fn.countAll<number>().as('reports')])
      .where('tenant_id', '=', 1)
      .where('organ_id', '=', position.organ_id)
      .where('status', '=', 1)
      .where('manager_id', 'is not', null)
      .groupBy('manager_id')
      .execute()
    const most = Math.max(...counted.map((row) => Number(row.reports)))
    const expected = Math.min(...counted.filter((row) => Number(row.reports) === most).map((row) => row.manager_id!))
    const options = (await post('entryUser/recordOptions', { organId: position.organ_id })).result
    expect(options.usualManager).toMatchObject({ id: expected, name: expect.any(String) })
    expect((await post('entryUser/recordOptions', {})).result.usualManager).toBeNull()
    const done = await post('entryUser/onboard', { values: values(), managerId: expected })
    expect(done.code).toBe(0)
    expect(await managerOf(done.result.id)).toBe(expected)
    // Without one the hire has none.
    const without = await post('entryUser/onboard', { values: values() })
    expect(await managerOf(without.result.id)).toBeNull()
  })

  it('must be a staff member on the job in the tenant', async () => {
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '!=', 1)
      .executeTakeFirstOrThrow()
    const left = (await post('entryUser/onboard', { values: values() })).result.id
    expect((await post('entryUser/offboard', { id: left, leaveDate: '2026-11-20', reason: '个人发展' })).code).toBe(0)
    for (const managerId of [other.id, left, 9_999_999])
      expect(
        await post('entryUser/onboard', { values: values(), managerId }, undefined, { 'accept-language': 'en' }),
      ).toEqual({
        code: 410208,
        msg: 'The line manager is not a staff member on the job here',
      })
  })

  it("of a department without staff is its parent department's usual one; of the top unit, its head", async () => {
    const { db } = gateway.ctx
    const id =
      (
        await db
          .selectFrom('organ')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id + 1
    await db
      .insertInto('organ')
      .values({ id, tenant_id: 1, parent_id: position.organ_id, name: '新组', code: 'NEWTEAM', level: 9, sort: 0 })
      .execute()
    expect(await usualManager(db, 1, id)).toEqual(await usualManager(db, 1, position.organ_id))
    expect(await usualManager(db, 2, id)).toBeNull()
    // The top unit: nobody there reports to anyone in it; the one placed there who reports to no one heads it.
    const top = await db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    const head = await db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .where('organ_id', '=', top.id)
      .where('status', '=', 1)
      .where('manager_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(await usualManager(db, 1, top.id)).toMatchObject(head)
  })
})
