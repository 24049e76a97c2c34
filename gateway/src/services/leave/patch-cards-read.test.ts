import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { approvedAbsencesOf } from './absences'
import { patchCardsOf } from './patch-window'

/** The sides asked of each day as patchCardsAskedOf read them before patchCardsOf (its own query). */
async function askedBefore(db: Db, tenantId: number, userId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('patch_card')
    .select(['day', 'kind'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('status', 'in', ['pending', 'approved'])
    .execute()
  const asked = new Map<string, Set<string>>()
  for (const row of rows) asked.set(row.day, (asked.get(row.day) ?? new Set()).add(row.kind))
  return asked
}

const byDayTimeKind = (
  a: { day: string; time: string; kind: string },
  b: { day: string; time: string; kind: string },
) => `${a.day} ${a.time} ${a.kind}`.localeCompare(`${b.day} ${b.time} ${b.kind}`)

describe("an account's patch cards of a month, read once", () => {
  let gateway: TestGateway
  const USERS = [900_001, 900_002]

  beforeAll(async () => {
    gateway = await startTestGateway()
    const statuses = ['pending', 'approved', 'rejected', 'withdrawn']
    const days = ['2029-12-30', '2029-12-31', '2030-01-01', '2030-01-15', '2030-01-31', '2030-02-01', '2030-02-28']
    const rows = []
    let n = 0
    for (const tenantId of [1, 2])
      for (const userId of USERS)
        for (const [i, day] of days.entries())
          for (const [j, status] of statuses.entries()) {
            // Not every combination: some days have only one side, some none of a status.
            if ((i + j + userId + tenantId) % 3 === 0) continue
            rows.push({
              tenant_id: tenantId,
              id: `pcr-${n++}`,
              user_id: userId,
              day,
              time: `0${(i + j) % 10}:${j}5`,
              kind: (i + j) % 2 === 0 ? 'in' : 'out',
              reason: 'test',
              status,
              instance_id: null,
              created_at: 0,
            })
          }
    await gateway.ctx.db.insertInto('patch_card').values(rows).execute()
  })
  afterAll(() => gateway.close())

  it('answers the sides asked and the approved cards as the two reads it replaces, in every tenant and month', async () => {
    const db = gateway.ctx.db
    const spans = [
      ['2029-12-01', '2029-12-31'],
      ['2030-01-01', '2030-01-31'],
      ['2030-02-01', '2030-02-28'],
      ['2029-12-31', '2030-02-01'],
      ['2030-03-01', '2030-03-31'],
    ] as const
    let seen = 0
    for (const tenantId of [1, 2, 3])
      for (const userId of [...USERS, 900_003])
        for (const [from, to] of spans) {
          const read = await patchCardsOf(db, tenantId, userId, from, to)
          expect(read.asked).toEqual(await askedBefore(db, tenantId, userId, from, to))
          const approved = (await approvedAbsencesOf(db, tenantId, [userId], from, to)).patchCards
          expect([...read.approved].sort(byDayTimeKind)).toEqual([...approved].sort(byDayTimeKind))
          seen += read.approved.length
        }
    expect(seen).toBeGreaterThan(10)
  })

  it('the approved cards given to approvedAbsencesOf are what it would read', async () => {
    const db = gateway.ctx.db
    const read = await patchCardsOf(db, 1, USERS[0], '2030-01-01', '2030-01-31')
    const given = await approvedAbsencesOf(db, 1, [USERS[0]], '2030-01-01', '2030-01-31', read.approved)
    const own = await approvedAbsencesOf(db, 1, [USERS[0]], '2030-01-01', '2030-01-31')
    expect(given.leaves).toEqual(own.leaves)
    expect([...given.patchCards].sort(byDayTimeKind)).toEqual([...own.patchCards].sort(byDayTimeKind))
  })
})
