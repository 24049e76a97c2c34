import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { fixedQuery } from './fixed-query'

const employeesOf = fixedQuery((db, v: { tenantId: number; status: number; first: number }) =>
  db
    .selectFrom('employee')
    .select(['id', 'tenant_id', 'status', 'name'])
    .where('tenant_id', '=', v.tenantId)
    .where('status', '=', v.status)
    .orderBy('id')
    .limit(v.first),
)

const employeesBuilt = (g: TestGateway, tenantId: number, status: number, first: number) =>
  g.ctx.db
    .selectFrom('employee')
    .select(['id', 'tenant_id', 'status', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', status)
    .orderBy('id')
    .limit(first)
    .execute()

describe('fixed queries', () => {
  let g: TestGateway
  beforeAll(async () => {
    g = await startTestGateway()
  })
  afterAll(() => g?.close())

  it('answers the rows of the same query built anew, for each set of values', async () => {
    for (const [tenantId, status, first] of [
      [1, 1, 5],
      [1, 2, 3],
      [2, 1, 4],
      [999, 1, 5],
    ]) {
      const fixed = await employeesOf.execute(g.ctx.db, { tenantId, status, first })
      expect(fixed).toEqual(await employeesBuilt(g, tenantId, status, first))
      for (const row of fixed) expect(row.tenant_id).toBe(tenantId)
    }
    expect((await employeesOf.execute(g.ctx.db, { tenantId: 1, status: 1, first: 2 })).length).toBe(2)
  })

  it('runs in a transaction of the database, and takes the first row or none', async () => {
    const built = await employeesBuilt(g, 1, 1, 1)
    await g.ctx.db.transaction().execute(async (trx) => {
      expect(await employeesOf.executeTakeFirst(trx, { tenantId: 1, status: 1, first: 1 })).toEqual(built[0])
      expect(await employeesOf.executeTakeFirst(trx, { tenantId: 999, status: 1, first: 1 })).toBeUndefined()
    })
  })

  it('passes null, numbers and strings as Kysely passes them', async () => {
    const probe = fixedQuery((db, v: { text: string | null; flag: number }) =>
      db
        .selectFrom('tenant')
        .select((eb) => [eb.val(v.text).as('text'), eb.val(v.flag).as('flag')])
        .where('id', '=', 1),
    )
    for (const values of [
      { text: 'a', flag: 1 },
      { text: null, flag: 0 },
    ]) {
      const built = await g.ctx.db
        .selectFrom('tenant')
        .select((eb) => [eb.val(values.text).as('text'), eb.val(values.flag).as('flag')])
        .where('id', '=', 1)
        .execute()
      expect(await probe.execute(g.ctx.db, values)).toEqual(built)
      expect(probe.compile(g.ctx.db, values).parameters).toEqual(
        g.ctx.db
          .selectFrom('tenant')
          .select((eb) => [eb.val(values.text).as('text'), eb.val(values.flag).as('flag')])
          .where('id', '=', 1)
          .compile().parameters,
      )
    }
  })

  it('compiles once per database handle and its plugins', () => {
    const first = employeesOf.compile(g.ctx.db, { tenantId: 1, status: 1, first: 5 })
    const again = employeesOf.compile(g.ctx.db, { tenantId: 2, status: 1, first: 5 })
    expect(again.sql).toBe(first.sql)
    expect(again.parameters).toEqual([2, 1, 5])
    expect(again.queryId).not.toBe(first.queryId)
  })

  it('refuses a list, a missing value, a value used as SQL text and a write', async () => {
    const listed = fixedQuery((db, v: { ids: number }) =>
      db.selectFrom('employee').select('id').where('id', 'in', [v.ids]),
    )
    expect(() => listed.compile(g.ctx.db, { ids: [1, 2] as unknown as number })).toThrow(/not a single value/)
    expect(() => employeesOf.compile(g.ctx.db, { tenantId: 1, status: 1 } as never)).toThrow(/no value for "first"/)
    const asText = fixedQuery((db, v: { column: string }) =>
      db.selectFrom('employee').select(sql.raw<number>(`${v.column}`).as('x')),
    )
    expect(() => asText.compile(g.ctx.db, { column: 'id' })).toThrow(/used as SQL text/)
    const unused = fixedQuery((db, v: { id: number }) => db.selectFrom('employee').select(sql.lit(v.id).as('x')))
    expect(() => unused.compile(g.ctx.db, { id: 1 })).toThrow()
    const write = fixedQuery((db, v: { id: number }) => db.deleteFrom('employee').where('id', '=', v.id))
    expect(() => write.compile(g.ctx.db, { id: -1 })).toThrow(/only a select/)
  })
})
