import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { GENERAL_MANAGER } from './directory'

// The demo's people chart as HR sees it: one root, the company's general manager; the head of each division reports
// to them, everyone else to a head inside their own division; following managers up never loops.

const CHART = '/gateway/ums/web/orgChart/people'

interface Person {
  id: number
  managerId: number | null
  jobNumber: string | null
  organId: number | null
  position: string | null
}

describe('the demo reporting lines', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  for (const [tenantId, jobNumber] of [
    [1, 'SH00001'],
    [2, 'BJ00001'],
  ] as const) {
    it(`put the general manager at the top of tenant ${tenantId}'s chart, division heads under them, and no loop`, async () => {
      const admin = await gateway.login('admin', 'Admin@12345', { tenantId })
      const answer = (await gateway.post(CHART, {}, admin)).body
      expect(answer.code).toBe(0)
      const people: Person[] = answer.result.people
      const organs = await gateway.ctx.db
        .selectFrom('organ')
        .select(['id', 'parent_id'])
        .where('tenant_id', '=', tenantId)
        .execute()
      const root = organs.find((organ) => organ.parent_id === null)!
      const parentOf = new Map(organs.map((organ) => [organ.id, organ.parent_id]))
      /** The division (second level) an organ lies in; the root for the root itself. */
      const divisionOf = (organ: number) => {
        let at = organ
        while (parentOf.get(at) !== root.id && at !== root.id) at = parentOf.get(at)!
        return at
      }

      const tops = people.filter((person) => person.managerId === null)
      expect(tops).toHaveLength(1)
      expect(tops[0]).toMatchObject({ jobNumber, position: GENERAL_MANAGER, organId: root.id })
      const byId = new Map(people.map((person) => [person.id, person]))
      for (const person of people) {
        // Up the managers from anyone: the general manager within as many steps as there are people.
        const seen = new Set<number>()
        let at = person
        while (at.managerId !== null) {
          expect(seen.has(at.id)).toBe(false)
          seen.add(at.id)
          at = byId.get(at.managerId)!
        }
        expect(at.id).toBe(tops[0].id)
        if (person === tops[0]) continue
        const manager = byId.get(person.managerId!)!
        // Anyone not reporting to the general manager reports to someone of their own division.
        if (manager !== tops[0]) expect(divisionOf(manager.organId!)).toBe(divisionOf(person.organId!))
      }
      // Each division with staff has exactly one head reporting to the general manager.
      const heads = people.filter((person) => person.managerId === tops[0].id)
      const divisions = heads.map((head) => divisionOf(head.organId!))
      expect(new Set(divisions).size).toBe(heads.length)
      expect(new Set(divisions)).toEqual(
        new Set(people.filter((p) => p !== tops[0]).map((person) => divisionOf(person.organId!))),
      )
    })
  }
})
