import { contract, type personnelContract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'

/** One birthday or work anniversary: the person, the day of the month, and for an anniversary the years completed. */
export type Celebration = Static<typeof personnelContract.celebration>

const MAX = 50

/** The birthdays and work anniversaries (a full year or more) of the month of `now` (UTC), by day, among `people`. */
export function celebrationsOf(
  people: Array<{ id: number; name: string; birth_date: number | null; entry_date: number }>,
  now: number,
): Celebration[] {
  const today = new Date(now)
  const month = today.getUTCMonth()
  const found: Celebration[] = []
  for (const p of people) {
    if (p.birth_date !== null) {
      const born = new Date(Number(p.birth_date))
      if (born.getUTCMonth() === month)
        found.push({ employeeId: p.id, name: p.name, day: born.getUTCDate(), kind: 'birthday' })
    }
    const joined = new Date(Number(p.entry_date))
    const years = today.getUTCFullYear() - joined.getUTCFullYear()
    if (joined.getUTCMonth() === month && years >= 1)
      found.push({ employeeId: p.id, name: p.name, day: joined.getUTCDate(), kind: 'anniversary', years })
  }
  return found.sort((a, b) => a.day - b.day || a.name.localeCompare(b.name)).slice(0, MAX)
}

/** The month's birthdays and work anniversaries of the staff on the job in the caller's tenant (function 1001, the directory). */
export function celebrationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.personnel.people.celebrations, { preHandler: requireFunction(ctx, '1001') }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const people = await ctx.db
      .selectFrom('employee as e')
      .leftJoin('employee_profile as p', (join) =>
        join.onRef('p.employee_id', '=', 'e.id').onRef('p.tenant_id', '=', 'e.tenant_id'),
      )
      .select(['e.id', 'e.name', 'e.entry_date', 'p.birth_date'])
      .where('e.tenant_id', '=', tenantId)
      .where('e.status', '=', 1)
      .execute()
    return ok(
      celebrationsOf(
        people.map((p) => ({ ...p, birth_date: p.birth_date ?? null })),
        ctx.now(),
      ),
    )
  })
}
