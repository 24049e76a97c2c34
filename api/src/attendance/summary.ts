import { route } from '../route'
import { bool, id, integer, list, nullable, num, objectBody, paragraph, record, str } from '../schema'
import { KAOQIN } from './codes'
import { MONTH, summaryFields } from './views'

const SCOPE = "the session tenant's staff within the caller's data range (tenant-isolation/attendance.test.ts)"
const filter = objectBody({ month: MONTH, organId: id() }, ['month'])
/** The month's summaries: the frozen rows of a locked month, else summed from the day results now. */
export const summaryPage = record({
  month: str(),
  locked: bool(),
  lockedAt: nullable(num()),
  types: list(record({ code: str(), nameZh: str(), nameEn: str() })),
  rows: list(record({ ...summaryFields, name: str(), jobNumber: str() })),
})
export const importAnswer = record({
  total: integer(),
  imported: integer(),
  rejected: integer(),
  rejects: list(record({ line: integer(), cells: list(str()), reason: str() })),
  rejectsCsv: nullable(str()),
})
/** The largest CSV text one import takes (about 20,000 lines, the table reader's limit). */
export const MAX_IMPORT_TEXT = 3_000_000

/** The monthly summary (8008), locking a month (800801), its workbook (800802); punch import (8009). */
export const summaries = {
  list: route({
    method: 'POST',
    path: '/kaoqin/web/summary/list',
    body: filter,
    result: summaryPage,
    errors: [KAOQIN.badMonth, KAOQIN.organNotFound],
    tenant: SCOPE,
    summary: 'The monthly summary of the staff in my data range, of a department when given.',
  }),
  lock: route({
    method: 'POST',
    path: '/kaoqin/web/summary/lock',
    body: objectBody({ month: MONTH }, ['month']),
    result: record({ month: str(), locked: bool(), people: integer() }),
    errors: [KAOQIN.badMonth, KAOQIN.monthLocked, KAOQIN.monthNotOver],
    tenant: "the session tenant's month (tenant-isolation/attendance.test.ts)",
    summary: "Locks a month that is over for the tenant, freezing each person's summary.",
  }),
  unlock: route({
    method: 'POST',
    path: '/kaoqin/web/summary/unlock',
    body: objectBody({ month: MONTH }, ['month']),
    result: record({ month: str(), locked: bool() }),
    errors: [KAOQIN.badMonth, KAOQIN.monthNotLocked],
    tenant: "the session tenant's month (tenant-isolation/attendance.test.ts)",
    summary: 'Unlocks a locked month.',
  }),
  export: route({
    method: 'POST',
    path: '/kaoqin/web/summary/export',
    body: filter,
    file: true,
    errors: [KAOQIN.badMonth, KAOQIN.organNotFound],
    tenant: SCOPE,
    summary: 'The monthly summary as an Excel workbook.',
  }),
  import: route({
    method: 'POST',
    path: '/kaoqin/web/punch/import',
    body: objectBody({ text: paragraph(MAX_IMPORT_TEXT, 1) }, ['text']),
    result: importAnswer,
    errors: [KAOQIN.badFile],
    tenant: "the session tenant's staff within the caller's data range (tenant-isolation/attendance.test.ts)",
    summary: 'Punches of a door-access export (CSV text): the counts and the refused lines, with a CSV of them.',
  }),
}
