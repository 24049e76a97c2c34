import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { paibanError, paibanWord } from '../errors'
import { lockedMonthsBetween } from '../locks'
import { isStatutoryDay } from '../statutory-days'
import { readHolidayFile } from './holiday-file'
import type { ParsedDay } from './holiday-parse'
import { MAX_OCCURRENCES, MAX_STEPS } from './ics-occurrences'

export interface ImportResult {
  added: number
  updated: number
  rejected: Array<{ line: number; reason: string; message: string }>
  /** The days written (added or changed). */
  days: string[]
}

/**
 * 1 when an imported holiday is a statutory holiday: as the file says, or, where it does not say, when the day is one of
 * its year's statutory days (statutory-days.ts); 0 for a bridged rest day and a make-up working day.
 */
export const statutoryOf = (day: Pick<ParsedDay, 'day' | 'kind' | 'statutory'>): number =>
  day.kind === 'holiday' && (day.statutory ?? isStatutoryDay(day.day)) ? 1 : 0

/**
 * Reads a holiday file (off the event loop) and writes its days into the calendar: a new day is added, a day the
 * calendar had is replaced; lines the file got wrong and days of locked months are answered with their line numbers.
 * Recurring ICS events count from `firstYear` (the year of the import) to two years later.
 */
export async function importHolidays(
  db: Db,
  tenantId: number,
  calendarId: number,
  file: { fileName: string; content: string },
  lang: Lang,
  firstYear: number,
): Promise<ImportResult> {
  const ics = /\.ics$/i.test(file.fileName) || /^\s*BEGIN:VCALENDAR/i.test(file.content)
  let parsed
  try {
    parsed = await readHolidayFile(file.content, ics ? 'ics' : 'csv', firstYear)
  } catch {
    throw paibanError(lang, 'badFile', { reason: paibanWord(lang, ics ? 'notIcs' : 'notCsv') })
  }
  const rejected: ImportResult['rejected'] = parsed.rejected.map((r) => ({
    line: r.line,
    reason: r.reason,
    message: paibanWord(lang, r.reason, {
      max: MAX_OCCURRENCES,
      steps: MAX_STEPS,
      from: r.years?.from ?? '',
      to: r.years?.to ?? '',
    }),
  }))
  const sorted = parsed.days.map((d) => d.day).sort()
  const locked = new Set(
    sorted.length ? await lockedMonthsBetween(db, tenantId, sorted[0], sorted[sorted.length - 1]) : [],
  )
  const taken = parsed.days.filter((d) => {
    if (!locked.has(d.day.slice(0, 7))) return true
    rejected.push({
      line: d.line,
      reason: 'monthLocked',
      message: paibanError(lang, 'monthLocked', { month: d.day.slice(0, 7) }).message,
    })
    return false
  })
  const existing = new Map<string, { kind: string; name_zh: string; name_en: string; statutory: number | null }>()
  if (taken.length) {
    const rows = await db
      .selectFrom('calendar_day')
      .select(['day', 'kind', 'name_zh', 'name_en', 'statutory'])
      .where('tenant_id', '=', tenantId)
      .where('calendar_id', '=', calendarId)
      .where('day', '>=', sorted[0])
      .where('day', '<=', sorted[sorted.length - 1])
      .execute()
    for (const row of rows) existing.set(row.day, row)
  }
  let added = 0
  let updated = 0
  const days: string[] = []
  await db.transaction().execute(async (trx) => {
    for (const d of taken) {
      const before = existing.get(d.day)
      const values = { kind: d.kind, name_zh: d.nameZh, name_en: d.nameEn, statutory: statutoryOf(d) }
      if (
        before &&
        before.kind === d.kind &&
        before.name_zh === d.nameZh &&
        before.name_en === d.nameEn &&
        before.statutory !== null &&
        Number(before.statutory) === values.statutory
      )
        continue
      await trx
        .insertInto('calendar_day')
        .values({ tenant_id: tenantId, calendar_id: calendarId, day: d.day, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'calendar_id', 'day']).doUpdateSet(values))
        .execute()
      if (before) updated++
      else added++
      days.push(d.day)
    }
  })
  return { added, updated, rejected: rejected.sort((a, b) => a.line - b.line), days }
}
