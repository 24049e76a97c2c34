import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { dayIn } from '../../leave'
import { tenantTimeZone } from '../../scheduling'
import { issueCertificate } from '../certificates/issue'
import type { CertificateTable } from '../tables'
import { BASES, type LeavingBasis } from './bases'
import { leavingError } from './errors'
import { serviceLength } from './service-length'
import { isoDay, loadRecord } from '../records/record-row'
import type { LeavingCaseTable } from './tables'

/** The words of a termination certificate that depend on the case: 解除 or 终止, the basis, the years of service. */
export function terminationValues(row: LeavingCaseTable, entryDate: string, lang: Lang): Record<string, string> {
  const basis = BASES[row.basis as LeavingBasis]
  // A contract that ran out and was not renewed ends (终止); every other basis ends it early (解除).
  const expired = row.basis === 'expiry'
  const service = serviceLength(entryDate, row.last_day)
  return lang === 'en'
    ? {
        lastDay: row.last_day,
        ending: expired ? 'ended' : 'was terminated',
        basis: `${basis.en}, Labour Contract Law art. ${basis.article}`,
        serviceLength: `${service.years} years ${service.months} months`,
      }
    : {
        lastDay: row.last_day,
        ending: expired ? '终止' : '解除',
        basis: `${basis.zh}，《劳动合同法》第${basis.article}条`,
        serviceLength: `${service.years} 年 ${service.months} 个月`,
      }
}

/**
 * Issues the termination certificate (解除/终止劳动合同证明) once the employment ends: from the last day of an
 * approved case (HR hands it over on the day) or once the case is closed; once: a certificate of kind
 * 'termination' with its text from the tenant's template, a verification code and its PDF, kept with the person's
 * certificates (verified on the public page like any other). Answers the certificate's id.
 */
export async function issueTermination(ctx: GatewayContext, row: LeavingCaseTable, by: number, lang: Lang) {
  const today = dayIn(ctx.now(), await tenantTimeZone(ctx.db, row.tenant_id))
  const ended = row.status === 'closed' || (row.status === 'approved' && row.last_day <= today)
  if (!ended) throw leavingError(lang, 'wrongStep')
  if (row.certificate_id) return row.certificate_id
  const record = await loadRecord(ctx.db, row.tenant_id, row.employee_id)
  if (!record) throw leavingError(lang, 'notFound')
  const now = ctx.now()
  const base: CertificateTable = {
    tenant_id: row.tenant_id,
    id: randomUUID(),
    employee_id: row.employee_id,
    user_id: by,
    kind: 'termination',
    months: 0,
    lang,
    purpose: '',
    verify_origin: ctx.config.shellOrigin,
    status: 'pending',
    instance_id: null,
    code_hash: null,
    title: '',
    body: '',
    pdf: '',
    created_at: now,
    issued_at: null,
  }
  const entry = isoDay(record.employee.entry_date) ?? row.last_day
  const issued = { ...base, ...(await issueCertificate(ctx.db, base, now, terminationValues(row, entry, lang))) }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('certificate').values(issued).execute()
    await trx
      .updateTable('leaving_case')
      .set({ certificate_id: issued.id })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  })
  return issued.id
}
