import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { isMonthLocked, monthDayKinds, plansOf, type DayPlan } from '../scheduling'
import { LEAVE_FUNCTIONS, PATCH_WORKING_DAYS, patchCardsOf, patchWindowOf, patchWindowSpan } from '../leave'
import { kaoqinError } from './errors'
import { KAOQIN_FUNCTIONS } from './functions'
import { punchWindow } from './judge/window'
import { addDays } from './judge/zone'
import { flaggedDays } from './punches'
import { daysBetween, freshResults, readResults, type DayResult } from './results'
import { employmentOfRow } from './people'
import { callerEmployee, maySee, scopedPeople, teamPeople, type Person } from './scope'
import { summarize } from './summary'
import { dayView, markView, monthRange, punchView } from './views'

/** A span of days, inclusive ('YYYY-MM-DD'). */
interface Span {
  from: string
  to: string
}

/** The sides of a day a missing punch needs patch cards for. */
const SIDES = { in: ['in'], out: ['out'], both: ['in', 'out'] } as const

const { results: routes } = contract.attendance

/**
 * Daily results: my month as a calendar (8005, every staff member's; with whether the month is locked and on which days
 * a patch card may be asked), my team's month (8006: the people reporting to me), a department's month within my data
 * range (8007), and one person's day with its punches.
 */
export function resultRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  /**
   * People × days of a month: a mark per day, flagged days (a punch out of range) marked; each day's kind in the
   * default calendar, and a person's own where their calendar differs.
   */
  async function table(tenantId: number, people: Person[], month: string, lang: ReturnType<typeof langOfRequest>) {
    const { from, to } = monthRange(month, lang)
    const ids = people.map((person) => person.id)
    const days = daysBetween(from, to)
    const [results, flagged, kinds] = await Promise.all([
      readResults(ctx.db, tenantId, ids, from, to, ctx.now()),
      flaggedDays(ctx.db, tenantId, ids, from, to),
      monthDayKinds(ctx.db, tenantId, ids, days, lang),
    ])
    return {
      month,
      days,
      dayKinds: kinds.days,
      employees: people.map((person) => ({
        id: person.id,
        name: person.name,
        jobNumber: person.job_number,
        days: Object.fromEntries(
          (results.get(person.id) ?? []).map((day) => [day.day, markView(day, flagged.has(`${person.id}|${day.day}`))]),
        ),
        ...(kinds.people.has(person.id) ? { dayKinds: kinds.people.get(person.id) } : {}),
      })),
    }
  }

  /**
   * The plans of an employee (not an outside person, id below zero, whose patch window uses the default calendar) over
   * two spans of days that overlap or touch, read once; undefined otherwise (each is read on its own). `self` was read
   * with its entry and leave dates and its accounts (callerEmployee).
   */
  async function joinedPlans(tenantId: number, self: Person, month: Span, window: Span) {
    if (self.id <= 0 || month.from > addDays(window.to, 1) || window.from > addDays(month.to, 1)) return undefined
    if (self.entry_date === undefined || self.leave_date === undefined || self.accounts === undefined) return undefined
    const first = month.from < window.from ? month.from : window.from
    const last = month.to > window.to ? month.to : window.to
    const all = (await plansOf(ctx.db, tenantId, [self.id], first, last, [self])).get(self.id)
    if (!all) return undefined
    const within = (span: Span) => all.filter((plan) => plan.day >= span.from && plan.day <= span.to)
    // The month is judged with them and with the employment and accounts of the caller's own record (read with it).
    const employment = employmentOfRow({ ...self, entry_date: self.entry_date, leave_date: self.leave_date })
    return { known: { plans: within(month), employment, accounts: self.accounts }, window: within(window) }
  }

  serve(api, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const self = await callerEmployee(ctx, auth, lang)
    const { from, to } = monthRange(request.body.month, lang)
    // The day plans the judgement used and the days with a punch out of range, for the page (read with the
    // judgement's own reads, not again beside it).
    const planOf = new Map<string, DayPlan>()
    const flagged = new Set<string>()
    // An employee's plans of the month and of the patch window's days, read at once when the two spans meet.
    const plans = await joinedPlans(tenantId, self, { from, to }, patchWindowSpan(ctx.now()))
    // The caller's patch cards of the month, read once: the sides asked for, and the approved cards the judgement
    // counts when the caller is the one account that signs in as the employee.
    const cards = await patchCardsOf(ctx.db, tenantId, auth.user.id, from, to)
    const onlyAccount = self.accounts?.length === 1 && self.accounts[0] === auth.user.id
    const known = plans && (onlyAccount ? { ...plans.known, patchCards: cards.approved } : plans.known)
    const asked = cards.asked
    const [results, patch, locked, functions] = await Promise.all([
      freshResults(ctx.db, tenantId, self.id, from, to, ctx.now(), { plans: planOf, flagged, known }),
      patchWindowOf(ctx.db, tenantId, auth.user.id, ctx.now(), plans?.window),
      isMonthLocked(ctx.db, tenantId, request.body.month),
      functionIdsOf(ctx.db, auth.user.id, tenantId),
    ])
    const days = results
    // A patch card needs the apply route's function (My leave) and a missing side not yet asked for.
    const mayAsk = auth.user.is_super === 1 || functions.has(LEAVE_FUNCTIONS.myLeave)
    const patchAsked = (day: DayResult) => SIDES[day.missing ?? 'both'].every((side) => asked.get(day.day)?.has(side))
    return ok({
      month: request.body.month,
      employeeId: self.id,
      name: self.name,
      locked,
      // The days a patch card may be asked for: the apply route's own rule (services/leave patch-window.ts).
      patchWindow: { from: patch.from, to: patch.to, workingDays: PATCH_WORKING_DAYS },
      days: days.map((day) => ({
        ...dayView(day, planOf.get(day.day), flagged.has(`${self.id}|${day.day}`)),
        mayPatch: mayAsk && patch.verdict(day.day) === 'open' && !patchAsked(day),
        patchAsked: patchAsked(day),
      })),
      summary: summarize(self.id, days),
    })
  })

  serve(api, routes.team, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.team) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    return ok(await table(auth.session.tenant_id, await teamPeople(ctx, auth, lang), request.body.month, lang))
  })

  serve(api, routes.department, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.department) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    return ok(
      await table(
        auth.session.tenant_id,
        await scopedPeople(ctx, auth, lang, request.body.organId),
        request.body.month,
        lang,
      ),
    )
  })

  serve(api, routes.day, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { day } = request.body
    const employeeId = request.body.employeeId ?? (await callerEmployee(ctx, auth, lang)).id
    if (!(await maySee(ctx, auth, employeeId))) throw kaoqinError(lang, 'outOfScope')
    const plan = (await plansOf(ctx.db, tenantId, [employeeId], day, day)).get(employeeId)?.[0]
    if (!plan) throw kaoqinError(lang, 'badDay')
    const window = punchWindow(plan)
    const rows = (
      await ctx.db
        .selectFrom('punch')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employeeId)
        .where('day', '>=', addDays(day, -1))
        .where('day', '<=', addDays(day, 1))
        .orderBy('at')
        .execute()
    ).filter((row) => Number(row.at) >= window.from && Number(row.at) < window.to)
    const result = (await freshResults(ctx.db, tenantId, employeeId, day, day, ctx.now()))[0]
    const person = await ctx.db
      .selectFrom('employee')
      .select(['name', 'job_number'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', employeeId)
      .executeTakeFirst()
    return ok({
      employeeId,
      name: person?.name ?? '',
      jobNumber: person?.job_number ?? '',
      result: result
        ? dayView(
            result,
            plan,
            rows.some((row) => row.in_range === 0),
          )
        : null,
      punches: rows.map((row) => punchView(row, null)),
    })
  })
}
