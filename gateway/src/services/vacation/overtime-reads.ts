import type { Db } from '../../core/db/types'

/** An approved overtime of an account: its day, times ('HH:MM'; an end not after the start: the next morning), length. */
export interface ApprovedOvertime {
  userId: number
  day: string
  startTime: string
  endTime: string
  minutes: number
  /** The day as the person's plan said when approved; on 'work' it is paid overtime, else it earned `creditedHours` of time off in lieu. */
  dayKind: 'work' | 'rest' | 'holiday'
  creditedHours: number
}

const CHUNK = 900

/** The approved overtime of the given accounts on the days `from`–`to` ('YYYY-MM-DD', inclusive): what attendance and payroll read. */
export async function approvedOvertimeOf(
  db: Db,
  tenantId: number,
  userIds: number[],
  from: string,
  to: string,
): Promise<ApprovedOvertime[]> {
  const found: ApprovedOvertime[] = []
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('overtime_request')
      .select(['user_id', 'day', 'start_time', 'end_time', 'hours', 'day_kind', 'credited_hours'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', 'in', userIds.slice(i, i + CHUNK))
      .where('status', '=', 'approved')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .orderBy('start_time')
      .execute()
    for (const row of rows) {
      found.push({
        userId: row.user_id,
        day: row.day,
        startTime: row.start_time,
        endTime: row.end_time,
        minutes: Math.round(Number(row.hours) * 60),
        dayKind: (row.day_kind ?? 'work') as ApprovedOvertime['dayKind'],
        creditedHours: Number(row.credited_hours),
      })
    }
  }
  return found
}
