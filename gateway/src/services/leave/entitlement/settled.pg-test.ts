import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayProcesses, START_MS, type GatewayProcess } from '../../../testing/gateway-processes'
import { createTestDatabase } from '../../../testing/pg-database'

/** How long a change may take to reach the gateway over the bus on a loaded machine. */
const BUS_DELIVERY_MS = 3000
const BALANCES = '/vacation/web/leave/balances'
const year = new Date().getUTCFullYear()

const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('the settled balances test needs TEST_DATABASE_URL')

// A gateway process keeps which accounts' years it settled (settled.ts) until a table they are settled from changes:
// a change committed by another process or tool reaches it over the bus (migration 181's triggers and the older ones).
describe('a balance read on one process after another wrote what it settles from', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let gateways: Awaited<ReturnType<typeof gatewayProcesses>>
  let gateway: GatewayProcess
  let client: pg.Client
  let token: string
  let staff: { userId: number; employeeId: number }
  const annual = async () =>
    (await gateways.post(gateway, BALANCES, {}, token)).result.find(
      (b: { typeCode: string }) => b.typeCode === 'annual',
    ).total

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!)
    gateways = await gatewayProcesses(database.url)
    gateway = await gateways.start('a')
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
    token = (
      await gateways.post(gateway, '/uac/account/login', { account: 'staff', password: 'Staff@12345', tenantId: 1 })
    ).result.token
    const row = (await client.query("select id, employee_id from app_user where user_name = 'staff'")).rows[0]
    staff = { userId: row.id, employeeId: row.employee_id }
  }, START_MS + 60_000)
  afterAll(async () => {
    await client?.end()
    await gateways?.close()
    await database?.drop()
  }, 30_000)

  it('sees a new work-start date, an approved sick leave and a stray ledger entry', async () => {
    const workStart = (years: number) =>
      client.query('update employee_profile set work_start_date = $1 where tenant_id = 1 and employee_id = $2', [
        Date.UTC(year - years, 0, 1),
        staff.employeeId,
      ])
    await client.query('update employee set entry_date = $1, leave_date = null where tenant_id = 1 and id = $2', [
      Date.UTC(year - 5, 0, 1),
      staff.employeeId,
    ])
    await workStart(25)
    await expect.poll(annual, { timeout: BUS_DELIVERY_MS }).toBe(15)
    // Read twice: the second read settles nothing and is kept.
    expect(await annual()).toBe(15)
    await workStart(3)
    await expect.poll(annual, { timeout: BUS_DELIVERY_MS }).toBe(5)
    expect(await annual()).toBe(5)

    await client.query(
      `insert into leave_request (tenant_id, id, user_id, type_code, start_date, start_half, end_date, end_half, days,
        reason, status, instance_id, created_at, start_time, end_time, hours, credits)
       values (1, 'settled-pg-sick', $1, 'sick', $2, 'am', $3, 'pm', 66, 'Illness', 'approved', null, 0, null, null, 0, null)`,
      [staff.userId, `${year}-01-05`, `${year}-04-10`],
    )
    await expect.poll(annual, { timeout: BUS_DELIVERY_MS }).toBe(0)
    await client.query("delete from leave_request where tenant_id = 1 and id = 'settled-pg-sick'")
    await expect.poll(annual, { timeout: BUS_DELIVERY_MS }).toBe(5)
    expect(await annual()).toBe(5)

    // A day given besides the rules, written straight into the ledger: the next read settles it back.
    await client.query(
      `insert into leave_ledger (tenant_id, id, user_id, type_code, year, kind, amount, entry_key, reason, by_user, created_at)
       values (1, 'settled-pg-stray', $1, 'annual', $2, 'grant', 100, 'stray', '', null, 0)`,
      [staff.userId, year],
    )
    const corrections = async () => {
      await annual()
      return (
        await client.query(
          "select count(*)::int as n from leave_ledger where tenant_id = 1 and user_id = $1 and year = $2 and kind = 'correction' and entry_key = 'correction:600>500'",
          [staff.userId, year],
        )
      ).rows[0].n
    }
    await expect.poll(corrections, { timeout: BUS_DELIVERY_MS }).toBe(1)
  })
})
