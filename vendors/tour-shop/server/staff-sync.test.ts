import { describe, expect, it } from 'vitest'
import { openDb } from './db'
import { ShopError, codes } from './errors'
import type { PortalApi } from './portal-api'
import { ensureSyncTables, saveCredential, syncAllStaff, syncStaff, syncViewOf } from './staff-sync'

const CLIENT = `cid_${'a'.repeat(22)}`
const SECRET = `cs_${'b'.repeat(43)}`
const clock = () => new Date('2026-11-28T02:00:00Z')

/**
 * A portal that knows one credential per tenant (until it is revoked) and answers its tenant's staff, 100 a page,
 * as the portal's vendor API does (its real routes are tested in gateway services/vendorapi/client-token.test.ts).
 */
function portalOf(staffOf: Record<number, number>) {
  const credentials = new Map<string, number>()
  const calls: string[] = []
  const refuse = (detail: string) => new ShopError(codes.portalRefused, 'error.portalRefused', { detail })
  const portal: Pick<PortalApi, 'clientToken' | 'staffPage'> = {
    async clientToken(clientId, secret) {
      calls.push(`token ${clientId}`)
      const tenant = credentials.get(`${clientId} ${secret}`)
      if (tenant === undefined) throw refuse('Unknown or revoked client id, or wrong client secret')
      return { token: `api_${tenant}`, expiresAt: Date.now() + 600_000, scopes: ['directory.read'] }
    },
    async staffPage(token, page, size) {
      calls.push(`staff ${token} ${page}`)
      const tenant = Number(token.slice(4))
      const total = staffOf[tenant] ?? 0
      const from = (page - 1) * size
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
        id: `t${tenant}-p${from + i}`,
        name: `Person ${from + i}`,
        unitName: 'Sales',
      }))
      return { total, rows }
    },
  }
  return {
    portal,
    calls,
    grant: (tenant: number, id: string, secret: string) => credentials.set(`${id} ${secret}`, tenant),
    credentials,
  }
}

describe("the tour shop's nightly staff sync with the tenant's background credential", () => {
  it('copies every page of the directory, shows the run, and keeps the last copy when the portal refuses', async () => {
    const db = openDb(':memory:')
    ensureSyncTables(db)
    const { portal, calls, grant, credentials } = portalOf({ 1: 250, 2: 3 })
    expect(await syncStaff(db, portal, 1, clock)).toEqual({ ok: false, staff: 0, detail: 'no background credential' })
    expect(calls).toEqual([])

    saveCredential(db, 1, CLIENT, SECRET, clock())
    grant(1, CLIENT, SECRET)
    expect(await syncStaff(db, portal, 1, clock)).toEqual({ ok: true, staff: 250, detail: '' })
    expect(calls).toEqual([`token ${CLIENT}`, 'staff api_1 1', 'staff api_1 2', 'staff api_1 3'])
    expect(syncViewOf(db, 1)).toEqual({
      clientId: CLIENT,
      lastRun: { at: '2026-11-28T02:00:00.000Z', ok: true, staff: 250, detail: '' },
      staff: 250,
    })
    // Never the secret in what the console shows.
    expect(JSON.stringify(syncViewOf(db, 1))).not.toContain(SECRET)

    // Revoked in the portal: the run is refused and says so; the last copy stays.
    credentials.clear()
    const refused = await syncStaff(db, portal, 1, clock)
    expect(refused).toEqual({
      ok: false,
      staff: 0,
      detail: 'Unknown or revoked client id, or wrong client secret',
    })
    expect(syncViewOf(db, 1)).toMatchObject({ lastRun: { ok: false }, staff: 250 })
    db.close()
  })

  it('runs every tenant with a credential on the schedule, each into its own copy', async () => {
    const db = openDb(':memory:')
    ensureSyncTables(db)
    const { portal, grant } = portalOf({ 1: 5, 2: 3, 3: 9 })
    const other = `cid_${'c'.repeat(22)}`
    saveCredential(db, 1, CLIENT, SECRET, clock())
    saveCredential(db, 2, other, SECRET, clock())
    grant(1, CLIENT, SECRET)
    grant(2, other, SECRET)
    await syncAllStaff(db, portal, clock)
    expect([syncViewOf(db, 1).staff, syncViewOf(db, 2).staff, syncViewOf(db, 3)]).toEqual([
      5,
      3,
      { clientId: null, lastRun: null, staff: 0 },
    ])
    const ids = db.prepare('SELECT id FROM staff_copy WHERE tenant_id = 2 ORDER BY id').all()
    expect(ids).toEqual([{ id: 't2-p0' }, { id: 't2-p1' }, { id: 't2-p2' }])
    db.close()
  })
})
