import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import type { Table } from '../files'
import { attendanceChanged, lockedMonthsBetween, plansOf } from '../scheduling'
import { csvFile, csvRow } from '../../core/csv'
import { addDays, instantOf } from './judge/zone'
import { punchRow } from './punches'
import { scopedPeople } from './scope'
import type { PunchTable } from './tables'
import { say, type Word } from './texts'

/** A refused line of the file (the file's first line is 1) and why. */
export interface Reject {
  line: number
  cells: string[]
  reason: string
}

const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/** A wall-clock date and time of an export ('2025-03-03 08:59[:30]', also with / or T): day, minutes and seconds. */
export function parseDateTime(text: string): { day: string; minutes: number; seconds: number } | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, date, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0')
  const day = `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`
  const valid = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(valid.getTime()) || valid.toISOString().slice(0, 10) !== day) return null
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null
  return { day, minutes: Number(hour) * 60 + Number(minute), seconds: Number(second) }
}

/** The rejects as CSV (UTF-8 with BOM, for Excel): line, job number, date and time, device, reason. */
export function rejectsCsv(lang: Lang, rejects: Reject[]): string {
  const lines = [
    csvRow([
      say(lang, 'line'),
      say(lang, 'jobNumber'),
      say(lang, 'dateTime'),
      say(lang, 'device'),
      say(lang, 'reason'),
    ]),
  ]
  for (const reject of rejects)
    lines.push(
      csvRow([String(reject.line), reject.cells[0] ?? '', reject.cells[1] ?? '', reject.cells[2] ?? '', reject.reason]),
    )
  return csvFile(lines)
}

/**
 * Imports punches of a door-access or device export (job number, date and time, optional device; a header line is
 * recognised and skipped): the time is read in the person's calendar time zone; lines of staff outside the caller's
 * data range, unreadable, in the future, in a locked month or already recorded are refused with their reason.
 */
export async function importPunches(ctx: GatewayContext, auth: Auth, lang: Lang, table: Table) {
  const tenantId = auth.session.tenant_id
  const now = ctx.now()
  const headerIsData = parseDateTime(table.header[1] ?? '') !== null
  const lines = (headerIsData ? [table.header, ...table.rows] : table.rows).map((cells, index) => ({
    cells,
    line: index + (headerIsData ? 1 : 2),
  }))
  const rejects: Reject[] = []
  const refuse = (line: { cells: string[]; line: number }, word: Word, vars: Record<string, string> = {}) =>
    rejects.push({ line: line.line, cells: line.cells, reason: say(lang, word, vars) })

  const people = new Map((await scopedPeople(ctx, auth, lang)).map((person) => [person.job_number, person.id]))
  const parsed: {
    line: { cells: string[]; line: number }
    employeeId: number
    day: string
    minutes: number
    seconds: number
    device: string
  }[] = []
  for (const line of lines) {
    const [jobNumber = '', dateTime = '', device = ''] = line.cells.map((cell) => cell.trim())
    if (!jobNumber || !dateTime) {
      refuse(line, 'missingCells')
      continue
    }
    const employeeId = people.get(jobNumber)
    if (employeeId === undefined) {
      refuse(line, 'unknownJobNumber')
      continue
    }
    const wall = parseDateTime(dateTime)
    if (!wall) {
      refuse(line, 'badDateTime')
      continue
    }
    parsed.push({ line, employeeId, ...wall, device: device.slice(0, 60) })
  }

  const rows: PunchTable[] = []
  if (parsed.length > 0) {
    const ids = [...new Set(parsed.map((p) => p.employeeId))]
    const first = parsed.reduce((min, p) => (p.day < min ? p.day : min), parsed[0].day)
    const last = parsed.reduce((max, p) => (p.day > max ? p.day : max), parsed[0].day)
    const [plans, locked, existing] = await Promise.all([
      plansOf(ctx.db, tenantId, ids, first, first),
      lockedMonthsBetween(ctx.db, tenantId, first, last),
      ctx.db
        .selectFrom('punch')
        .select(['employee_id', 'at'])
        .where('tenant_id', '=', tenantId)
        .where('employee_id', 'in', ids.slice(0, 30_000))
        .where('day', '>=', addDays(first, -1))
        .where('day', '<=', addDays(last, 1))
        .execute(),
    ])
    const seen = new Set(existing.map((row) => `${row.employee_id}|${Number(row.at)}`))
    for (const p of parsed) {
      const timeZone = plans.get(p.employeeId)?.[0]?.timeZone ?? 'UTC'
      const at = instantOf(p.day, p.minutes, timeZone) + p.seconds * 1000
      const key = `${p.employeeId}|${at}`
      if (at > now) refuse(p.line, 'future')
      else if (locked.includes(p.day.slice(0, 7))) refuse(p.line, 'lockedMonth', { month: p.day.slice(0, 7) })
      else if (seen.has(key)) refuse(p.line, 'duplicate')
      else {
        seen.add(key)
        rows.push(
          punchRow(
            tenantId,
            {
              employee_id: p.employeeId,
              at,
              source: 'import',
              device: p.device || null,
              lat: null,
              lng: null,
              accuracy_m: null,
              place_id: null,
              distance_m: null,
              in_range: 1,
              reason: null,
            },
            timeZone,
            now,
          ),
        )
      }
    }
    if (rows.length > 0) {
      await ctx.db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 400)
          await trx
            .insertInto('punch')
            .values(rows.slice(i, i + 400))
            .execute()
      })
      const days = rows.map((row) => row.day).sort()
      await attendanceChanged(
        ctx,
        tenantId,
        [...new Set(rows.map((row) => row.employee_id))],
        addDays(days[0], -1),
        days[days.length - 1],
      )
    }
  }
  rejects.sort((a, b) => a.line - b.line)
  return {
    total: lines.length,
    imported: rows.length,
    rejected: rejects.length,
    rejects: rejects.slice(0, 200),
    rejectsCsv: rejects.length ? rejectsCsv(lang, rejects) : null,
  }
}
