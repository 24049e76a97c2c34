import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { documentTypes } from '../documents/documents'
import type { OnboardingTaskTable } from '../tables'
import { ownerAccounts } from './owners'
import { ownerName, templateChoices } from './templates'

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Hires' tasks as the lists show them: the hire's name and entry date, the owner's name, the document type's name,
 * overdue when open past its due day (the caller's today, UTC), who did it, and whether `userId` may mark it done.
 */
export async function taskViews(
  db: Db,
  tenantId: number,
  lang: Lang,
  now: number,
  rows: OnboardingTaskTable[],
  userId: number,
) {
  if (!rows.length) return []
  const [choices, types, owners, hires] = await Promise.all([
    templateChoices(db, tenantId, lang),
    documentTypes(db, tenantId, now, lang),
    ownerAccounts(db, tenantId, rows),
    db
      .selectFrom('employee')
      .select(['id', 'name', 'entry_date'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(rows.map((row) => row.employee_id))])
      .execute(),
  ])
  const doers = rows.flatMap((row) => (row.done_by ? [row.done_by] : []))
  const doneBy = doers.length
    ? await db.selectFrom('app_user').select(['id', 'real_name', 'user_name']).where('id', 'in', doers).execute()
    : []
  const today = day(now)
  return rows.map((row, i) => {
    const hire = hires.find((h) => h.id === row.employee_id)
    const doer = doneBy.find((u) => u.id === row.done_by)
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: hire?.name ?? '',
      entryDate: hire ? day(Number(hire.entry_date)) : '',
      title: row.title,
      description: row.description,
      ownerType: row.owner_type,
      ownerName: ownerName(choices, lang, row.owner_type, row.owner_id),
      kind: row.kind,
      docType: row.doc_type,
      docTypeName: row.doc_type ? (types.find((t) => t.code === row.doc_type)?.name ?? row.doc_type) : null,
      fields: row.fields ? (JSON.parse(row.fields) as string[]) : [],
      dueOn: row.due_on,
      overdue: row.done_at === null && row.due_on < today,
      doneAt: row.done_at === null ? null : Number(row.done_at),
      doneByName: doer ? doer.real_name || doer.user_name : null,
      documentId: row.document_id,
      answers: row.answers ? (JSON.parse(row.answers) as Record<string, string>) : {},
      mine: row.done_at === null && owners[i].includes(userId),
    }
  })
}
