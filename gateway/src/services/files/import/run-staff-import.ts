import type { Readable } from 'node:stream'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { FileTaskTable } from '../tables'
import type { Lang } from '../../../core/lang'
import { saveFile } from '../files'
import { errorReportCsv, type RefusedRow } from './error-report'
import { MAX_UNPACKED_MB } from './archive-limits'
import { IMPORT_ROW_LIMIT, readTable, TableRefused, type Table } from './read-table'
import { mapColumns, type StaffField } from './staff-columns'
import { loadStaffLookups } from './staff-lookups'
import { checkStaffRow, type StaffDraft } from './staff-rules'
import { findTask, updateTask } from './task-store'
import { taskFinishedNotice } from './task-notice'
import { createPeople } from '../../people'
import { openImportedAccounts, type ImportAccounts, type InsertedRow } from './import-accounts'

/** Rows validated and inserted per transaction; progress is written after each batch. */
export const BATCH_SIZE = 100

const REQUIRED: StaffField[] = ['name', 'jobNumber', 'department', 'phone']

const messages = {
  columns: {
    en: 'The file needs the columns Name, Job number, Department and Phone (download the template)',
    zh: '文件须包含姓名、工号、部门、手机号列（可下载模板）',
  },
  empty: { en: 'The file has no rows to import', zh: '文件中没有可导入的行' },
  tooMany: { en: `The file has more than ${IMPORT_ROW_LIMIT} rows`, zh: `文件超过 ${IMPORT_ROW_LIMIT} 行` },
  unreadable: { en: 'The file could not be read', zh: '无法读取该文件' },
  archive: {
    en: `The spreadsheet unpacks to more than ${MAX_UNPACKED_MB} MB or is packed too tightly, please split it`,
    zh: `表格解压后超过 ${MAX_UNPACKED_MB} MB 或压缩比过高，请拆分后再导入`,
  },
  tooHeavy: {
    en: 'The file is too large or complex to read, please split it',
    zh: '文件过大或过于复杂，无法读取，请拆分后再导入',
  },
} as const

/** The table of the file, or the message (in `lang`) of why it is refused. */
async function tableOrRefusal(buffer: Buffer, type: string, lang: Lang): Promise<Table | string> {
  try {
    return await readTable(buffer, type)
  } catch (error) {
    return messages[error instanceof TableRefused ? error.refusal : 'unreadable'][lang]
  }
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(Buffer.from(part))
  return Buffer.concat(parts)
}

/** Creates a batch of staff (ids max + 1 …); retried when a concurrent import took the same ids (PostgreSQL). */
async function insertBatch(
  db: Db,
  task: FileTaskTable,
  drafts: StaffDraft[],
  meta: { now: number; lang: Lang },
): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) =>
        // The record's dictionary values (nationality, education …) go to the profile.
        createPeople(
          { db: trx, tenantId: task.tenant_id, actor: task.user_id, lang: meta.lang, now: meta.now, cause: 'import' },
          drafts.map(({ values, work_start_date, ...draft }) => ({
            ...draft,
            profile: {
              work_start_date,
              nationality: values.nationality,
              education: values.education,
              marital_status: values.maritalStatus,
              political_status: values.politicalStatus,
              contract_type: values.contractType,
            },
          })),
        ),
      )
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/**
 * Runs a staff import in the background of this process: reads the uploaded CSV/xlsx, checks each
 * row, inserts the good ones in batches and writes progress to file_task after each batch (any process
 * answers getProgress from there), then stores the refused rows as a report in the user's download list.
 */
export async function runStaffImport(
  ctx: GatewayContext,
  task: FileTaskTable,
  lang: Lang,
  options: { accounts?: ImportAccounts } = {},
): Promise<void> {
  const fail = (message: string) => updateTask(ctx.db, task, { state: 'failed', message, updated_at: ctx.now() })
  try {
    await importRows(ctx, task, lang, options, fail)
  } catch (error) {
    await fail(`${messages.unreadable[lang]}: ${(error as Error).message}`.slice(0, 500)).catch(() => undefined)
  }
  // Its starter hears that it finished (not when they cancelled it).
  await taskFinishedNotice(ctx, task)
}

/** The import itself: reads, checks and inserts the rows, writing progress, then the report of refused rows. */
async function importRows(
  ctx: GatewayContext,
  task: FileTaskTable,
  lang: Lang,
  options: { accounts?: ImportAccounts },
  fail: (message: string) => Promise<void>,
): Promise<void> {
  await updateTask(ctx.db, task, { state: 'running', updated_at: ctx.now() })
  const file = await ctx.db
    .selectFrom('file_object')
    .selectAll()
    .where('tenant_id', '=', task.tenant_id)
    .where('id', '=', task.file_id)
    .executeTakeFirstOrThrow()
  const table = await tableOrRefusal(await bufferOf(await ctx.integrations.files.store.get(file.path)), file.type, lang)
  if (typeof table === 'string') return await fail(table)
  const columns = mapColumns(table.header)
  if (REQUIRED.some((field) => columns[field] === undefined)) return await fail(messages.columns[lang])
  if (table.rows.length === 0) return await fail(messages.empty[lang])
  await updateTask(ctx.db, task, { total: table.rows.length, updated_at: ctx.now() })

  const lookups = await loadStaffLookups(ctx.db, task.tenant_id, ctx.now())
  const refused: RefusedRow[] = []
  const inserted: InsertedRow[] = []
  let ok = 0
  for (let start = 0; start < table.rows.length; start += BATCH_SIZE) {
    const current = await findTask(ctx.db, task.tenant_id, task.id, null)
    if (current?.state === 'cancelled') return
    const drafts: StaffDraft[] = []
    const rows: Omit<InsertedRow, 'employeeId'>[] = []
    table.rows.slice(start, start + BATCH_SIZE).forEach((cells, i) => {
      const cell = (field: StaffField) => (columns[field] === undefined ? '' : (cells[columns[field]] ?? '').trim())
      const checked = checkStaffRow(cell, lookups, lang, ctx.now())
      if (typeof checked === 'string') refused.push({ line: start + i + 2, cells, reason: checked })
      else {
        drafts.push(checked)
        rows.push({ line: start + i + 2, cells })
      }
    })
    if (drafts.length) {
      const ids = await insertBatch(ctx.db, task, drafts, { now: ctx.now(), lang })
      for (const [i, employeeId] of ids.entries()) inserted.push({ employeeId, ...rows[i] })
    }
    ok += drafts.length
    const done = Math.min(table.rows.length, start + BATCH_SIZE)
    await updateTask(ctx.db, task, { done, ok_count: ok, fail_count: refused.length, updated_at: ctx.now() })
  }
  // The accounts of the staff inserted, after every row is in; their refusals join the report.
  let message = ''
  if (options.accounts && inserted.length) {
    const opening = await openImportedAccounts(ctx, task, lang, options.accounts, inserted)
    refused.push(...opening.refused)
    message = opening.message
  }
  refused.sort((a, b) => a.line - b.line)
  let errorFileId: string | null = null
  if (refused.length) {
    const name =
      lang === 'en' ? `staff-import-errors-${task.id.slice(0, 8)}.csv` : `人员导入错误-${task.id.slice(0, 8)}.csv`
    const report = await saveFile(
      ctx,
      { tenantId: task.tenant_id, userId: task.user_id },
      name,
      errorReportCsv(table.header, refused),
      { mime: 'text/csv', ext: 'csv' },
      'import-errors',
    )
    errorFileId = report.id
  }
  await updateTask(ctx.db, task, { state: 'done', error_file_id: errorFileId, message, updated_at: ctx.now() })
}
