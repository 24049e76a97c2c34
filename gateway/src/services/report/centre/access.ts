import { functionIdsOf } from '../../../core/auth/functions'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { allReports, reportNamed, type ReportDefinition } from '../../../core/report-registry'
import { reportError } from './errors'

/** The reports a user may see and run in a tenant: all for a super user, else those whose function they are granted. */
export async function reportsOf(db: Db, tenantId: number, userId: number): Promise<ReportDefinition[]> {
  const user = await db.selectFrom('app_user').select('is_super').where('id', '=', userId).executeTakeFirst()
  if (!user) return []
  if (user.is_super === 1) return allReports(db)
  const granted = await functionIdsOf(db, userId, tenantId)
  return allReports(db).filter((report) => granted.has(report.functionId))
}

/** The report `code` when the user may run it; throws unknownReport or noPermission (HTTP 403). */
export async function reportFor(
  db: Db,
  tenantId: number,
  userId: number,
  code: string,
  lang: Lang,
): Promise<ReportDefinition> {
  const report = reportNamed(db, code)
  if (!report) throw reportError(lang, 'unknownReport', { code })
  if (!(await reportsOf(db, tenantId, userId)).includes(report))
    throw reportError(lang, 'noPermission', { title: report.title[lang] })
  return report
}
