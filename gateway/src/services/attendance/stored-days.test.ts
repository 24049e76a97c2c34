import { describe, expect, it } from 'vitest'
import type { DayJudgement } from './judge/types'
import { storesAs } from './stored-days'
import type { DayResultTable } from './tables'

const day: DayJudgement = {
  day: '2030-01-31',
  status: 'late',
  lateMinutes: 12,
  earlyMinutes: 0,
  missing: null,
  leaveType: 'annual',
  leavePart: 'pm',
  leaveMinutes: 0,
  workedMinutes: 233,
  overtimeMinutes: 0,
  firstIn: Date.parse('2030-01-31T01:12:00Z'),
  lastOut: Date.parse('2030-01-31T06:05:00Z'),
  open: false,
}

/** The row storing `day` would write. */
const rowOf = (judged: DayJudgement): DayResultTable => ({
  tenant_id: 1,
  employee_id: 7,
  day: judged.day,
  status: judged.status,
  late_minutes: judged.lateMinutes,
  early_minutes: judged.earlyMinutes,
  missing: judged.missing,
  leave_type: judged.leaveType,
  leave_part: judged.leavePart,
  leave_minutes: judged.leaveMinutes,
  worked_minutes: judged.workedMinutes,
  overtime_minutes: judged.overtimeMinutes,
  first_in: judged.firstIn,
  last_out: judged.lastOut,
  computed_at: 1,
})

describe('a stored day row against a judgement', () => {
  it('is the same when storing the judgement would write the same columns, whenever it was computed', () => {
    expect(storesAs({ ...rowOf(day), computed_at: 999 }, day)).toBe(true)
    // PostgreSQL answers a bigint as text.
    const asText = { ...rowOf(day), first_in: String(day.firstIn), last_out: String(day.lastOut) } as never
    expect(storesAs(asText, day)).toBe(true)
  })

  it('differs when any column the page reads differs, and null only equals null', () => {
    const changes: Partial<DayJudgement>[] = [
      { day: '2030-02-01' },
      { status: 'normal' },
      { lateMinutes: 13 },
      { earlyMinutes: 1 },
      { missing: 'out' },
      { leaveType: null },
      { leavePart: 'am' },
      { leaveMinutes: 30 },
      { workedMinutes: 234 },
      { overtimeMinutes: 5 },
      { firstIn: null },
      { lastOut: (day.lastOut ?? 0) + 60_000 },
    ]
    for (const change of changes) {
      expect(storesAs(rowOf(day), { ...day, ...change }), JSON.stringify(change)).toBe(false)
      expect(storesAs(rowOf({ ...day, ...change }), day), JSON.stringify(change)).toBe(false)
    }
  })
})
