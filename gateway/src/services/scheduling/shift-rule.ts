import type { ShiftTable } from './tables'
import type { ShiftRule } from './types'

/** Breaks stored as JSON text; anything unreadable reads as none. */
export function breaksOf(text: string): ShiftRule['breaks'] {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((b): b is { start: string; end: string } => typeof b?.start === 'string' && typeof b?.end === 'string')
      .map((b) => ({ start: b.start, end: b.end }))
  } catch {
    return []
  }
}

export const toShiftRule = (row: ShiftTable): ShiftRule => ({
  id: row.id,
  nameZh: row.name_zh,
  nameEn: row.name_en,
  start: row.start_time,
  end: row.end_time,
  breaks: breaksOf(row.breaks),
  flexMinutes: Number(row.flex_minutes),
  lateGraceMinutes: Number(row.late_grace_minutes),
  earlyGraceMinutes: Number(row.early_grace_minutes),
  absentAfterMinutes: Number(row.absent_after_minutes),
  minHours: Number(row.min_hours),
})
