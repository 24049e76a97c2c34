import { type DaySpan, fixedQuery, oneOrList } from '../../core/db/fixed-query'
import type { Db } from '../../core/db/types'
import { minutesOf } from './hours'
import { overtimeParts, PAY_CLASSES, type PayClass } from './pay-class'

/** Whole minutes from one time to the next ('HH:MM'); an end not after the start is the next morning. */
export const minutesBetween = (from: string, to: string): number => {
  const minutes = minutesOf(to) - minutesOf(from)
  return minutes > 0 ? minutes : minutes + 24 * 60
}

/** An approved overtime of an account: its day, times ('HH:MM'; an end not after the start: the next morning), length. */
export interface ApprovedOvertime {
  userId: number
  day: string
  startTime: string
  endTime: string
  minutes: number
  /** The day as the person's plan said when approved ('holiday': statutory or bridged; see payClass). */
  dayKind: 'work' | 'rest' | 'holiday'
  /** The class of the day for pay, fixed when approved (pay-class.ts). */
  payClass: PayClass
  /** Its minutes by the class of the day they fall on: its own day's, and past midnight the next day's. */
  parts: Array<{ payClass: PayClass; minutes: number }>
  /** Time off in lieu was credited instead of pay for its rest-day minutes: those are not paid. */
  timeOff: boolean
  creditedHours: number
}

/** The class of an approved row: as stored; a row approved before classes were kept reads from its day kind. */
export const payClassOfRow = (row: { pay_class: string | null; day_kind: string | null }): PayClass =>
  (PAY_CLASSES as readonly string[]).includes(row.pay_class ?? '')
    ? (row.pay_class as PayClass)
    : row.day_kind === 'work' || row.day_kind === null
      ? 'workday'
      : 'restDay'

/** An approved overtime's minutes by class: past midnight the next day's class (as its own before it was kept). */
function partsOf(
  row: { start_time: string; end_time: string; next_pay_class: string | null },
  payClass: PayClass,
): Array<{ payClass: PayClass; minutes: number }> {
  const { first, next } = overtimeParts(row.start_time, row.end_time)
  const nextClass = (PAY_CLASSES as readonly string[]).includes(row.next_pay_class ?? '')
    ? (row.next_pay_class as PayClass)
    : payClass
  return next > 0
    ? [
        { payClass, minutes: first },
        { payClass: nextClass, minutes: next },
      ]
    : [{ payClass, minutes: first }]
}

const CHUNK = 900

/** Approved overtime rows of one account (a fixed query's value) or several, by day and start. */
const approvedOvertimeRows = (db: Db, span: DaySpan, users: number | number[]) =>
  db
    .selectFrom('overtime_request')
    .select([
      'user_id',
      'day',
      'start_time',
      'end_time',
      'day_kind',
      'pay_class',
      'next_pay_class',
      'compensation',
      'credited_hours',
    ])
    .where('tenant_id', '=', span.tenantId)
    .where((eb) => oneOrList(eb, 'user_id', users))
    .where('status', '=', 'approved')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .orderBy('day')
    .orderBy('start_time')

/** One account's (a person's own month, the most frequent read), compiled once (fixed-query.ts). */
const oneAccountsOvertime = fixedQuery((db, v: DaySpan & { userId: number }) => approvedOvertimeRows(db, v, v.userId))

/** The approved overtime of the given accounts on the days `from`–`to` ('YYYY-MM-DD', inclusive): what attendance and payroll read. */
export async function approvedOvertimeOf(
  db: Db,
  tenantId: number,
  userIds: number[],
  from: string,
  to: string,
): Promise<ApprovedOvertime[]> {
  const found: ApprovedOvertime[] = []
  const span = { tenantId, from, to }
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const ids = userIds.slice(i, i + CHUNK)
    const rows =
      ids.length === 1
        ? await oneAccountsOvertime.execute(db, { ...span, userId: ids[0]! })
        : await approvedOvertimeRows(db, span, ids).execute()
    for (const row of rows) {
      const payClass = payClassOfRow(row)
      found.push({
        userId: row.user_id,
        day: row.day,
        startTime: row.start_time,
        endTime: row.end_time,
        minutes: minutesBetween(row.start_time, row.end_time),
        dayKind: (row.day_kind ?? 'work') as ApprovedOvertime['dayKind'],
        payClass,
        parts: partsOf(row, payClass),
        // Only rest-day minutes are ever taken as time off: a statutory holiday's and a working day's are always paid.
        timeOff: row.compensation === 'timeOff',
        creditedHours: Number(row.credited_hours),
      })
    }
  }
  return found
}
