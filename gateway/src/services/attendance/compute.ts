import { type DaySpan, fixedQuery, oneOrList } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'
import { plansOf, type DayPlan } from '../scheduling'
import { approvedAbsencesOf, approvedOvertimeOf, type ApprovedPatchCard } from '../leave'
import { judgeDay } from './judge/judge'
import { leaveOnDay } from './judge/leave-days'
import type { DayJudgement, DayLeave, DayPatch } from './judge/types'
import { addDays } from './judge/zone'
import { accountsOf, employmentOf, outsideEmployment, type Employment } from './people'

/** People judged per batch of reads (the 10,000-staff month runs in batches of this size). */
export const BATCH = 1000

export interface JudgedDay extends DayJudgement {
  plan: DayPlan
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** A day before the person's entry date or after their leave date: neither due nor absent, nothing counted. */
const notEmployed = (day: string): DayJudgement => ({
  day,
  status: 'not_employed',
  lateMinutes: 0,
  earlyMinutes: 0,
  missing: null,
  leaveType: null,
  leavePart: null,
  leaveMinutes: 0,
  workedMinutes: 0,
  overtimeMinutes: 0,
  firstIn: null,
  lastOut: null,
  open: false,
})

/** The punches of one employee (a fixed query's value) or several on the days from–to. */
const punchRowsOf = (db: Db, span: DaySpan, employees: number | number[]) =>
  db
    .selectFrom('punch')
    .select(['employee_id', 'at', 'day', 'in_range'])
    .where('tenant_id', '=', span.tenantId)
    .where((eb) => oneOrList(eb, 'employee_id', employees))
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)

/** One employee's (a person's own month, the most frequent read), compiled once (fixed-query.ts). */
const oneEmployeesPunches = fixedQuery((db, v: DaySpan & { employeeId: number }) => punchRowsOf(db, v, v.employeeId))

/**
 * Judges the days `from`–`to` (inclusive) of the people, reading plans, punches, approved leave, patch cards and overtime in
 * one batch per BATCH people; nothing is stored. `now` decides which days are still open. `flagged`, when given,
 * receives `employeeId|day` of the days from–to with a punch out of range (as flaggedDays answers them); `known`,
 * the people's plans of every day from–to, their employment and their accounts (account id → employee id) when the
 * caller has read them (not read again), and the approved patch cards of those accounts on those days when read too.
 */
export async function judgeDays(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  from: string,
  to: string,
  now: number,
  flagged?: Set<string>,
  known?: {
    plans: Map<number, DayPlan[]>
    employment: Map<number, Employment>
    accounts: Map<number, number>
    patchCards?: ApprovedPatchCard[]
  },
): Promise<Map<number, JudgedDay[]>> {
  const judged = new Map<number, JudgedDay[]>()
  const punchSpan = { tenantId, from: addDays(from, -1), to: addDays(to, 1) }
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const ids = employeeIds.slice(i, i + BATCH)
    // The employees' records are read once: their employment here, their departments for the plans.
    const employment = known?.employment ?? (await employmentOf(db, tenantId, ids))
    const staff = [...employment].map(([id, person]) => ({ id, organ_id: person.organId }))
    const [plans, punchRows, accounts] = await Promise.all([
      known?.plans ?? plansOf(db, tenantId, ids, from, to, staff),
      // A shift across midnight takes punches of the next day; an early window those of the day before.
      ids.length === 1
        ? oneEmployeesPunches.execute(db, { ...punchSpan, employeeId: ids[0]! })
        : punchRowsOf(db, punchSpan, ids).execute(),
      known?.accounts ?? accountsOf(db, tenantId, ids),
    ])
    const [absences, overtime] = await Promise.all([
      approvedAbsencesOf(db, tenantId, [...accounts.keys()], from, to, known?.patchCards),
      approvedOvertimeOf(db, tenantId, [...accounts.keys()], from, to),
    ])
    const overtimeMinutes = new Map<string, number>()
    for (const row of overtime) {
      const key = `${accounts.get(row.userId)}|${row.day}`
      overtimeMinutes.set(key, (overtimeMinutes.get(key) ?? 0) + row.minutes)
    }
    const punches = new Map<number, number[]>()
    for (const row of punchRows) {
      push(punches, row.employee_id, Number(row.at))
      if (flagged && Number(row.in_range) === 0 && row.day >= from && row.day <= to)
        flagged.add(`${row.employee_id}|${row.day}`)
    }
    const leaves = new Map<number, typeof absences.leaves>()
    for (const leave of absences.leaves) push(leaves, accounts.get(leave.userId)!, leave)
    const patches = new Map<string, DayPatch[]>()
    for (const card of absences.patchCards)
      push(patches, `${accounts.get(card.userId)}|${card.day}`, { time: card.time, kind: card.kind })
    for (const id of ids) {
      const own = punches.get(id) ?? []
      const spans = leaves.get(id) ?? []
      judged.set(
        id,
        (plans.get(id) ?? []).map((plan) => {
          // Each judgement is a new object: it takes its plan as it is, without being copied.
          const day = (
            outsideEmployment(employment.get(id), plan.day)
              ? notEmployed(plan.day)
              : judgeDay({
                  plan,
                  punches: own,
                  now,
                  overtimeMinutes: overtimeMinutes.get(`${id}|${plan.day}`) ?? 0,
                  leaves: spans
                    .map((span) => leaveOnDay(span, plan.day))
                    .filter((leave): leave is DayLeave => leave !== null),
                  patches: patches.get(`${id}|${plan.day}`) ?? [],
                })
          ) as JudgedDay
          day.plan = plan
          return day
        }),
      )
    }
  }
  return judged
}
