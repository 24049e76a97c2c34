import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { dispatchWorkflowNotices, startInstance } from '../../workflow'
import type { RecordRow } from '../records/record-row'
import { ensureHrDefinition } from '../self-service/hr-step'
import type { CertificateTable } from '../tables'
import { certificateError } from './errors'
import { publishedIncome } from '../../payroll'
import { issueCertificate } from './issue'
import { type CertificateKind, BUILT_IN, templateOf } from './templates'

/** The workflow business type of a certificate request. */
export const CERTIFICATE_BIZ_TYPE = 'certificateRequest'

export const certificateRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('certificate').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

export const certificateView = (row: CertificateTable) => ({
  id: row.id,
  kind: row.kind,
  months: row.months,
  lang: row.lang,
  purpose: row.purpose,
  status: row.status,
  instanceId: row.instance_id,
  title: row.title,
  body: row.body,
  createdAt: Number(row.created_at),
  issuedAt: row.issued_at === null ? null : Number(row.issued_at),
})

const kindName = (kind: CertificateKind) => ({ zh: BUILT_IN[kind].title_zh, en: BUILT_IN[kind].title_en })

/** The request's title and summary: which certificate, for whom, and for what. */
export const certificateDescription = (row: Pick<CertificateTable, 'kind' | 'months' | 'purpose'>, name: string) => ({
  amount: 0,
  title: `${kindName(row.kind).zh} · ${name}`,
  titleMessage: { key: 'certificate.request' as const, params: { kind: kindName(row.kind), name } },
  summary: [row.kind === 'income' ? `${row.months} 个月 / months` : '', row.purpose].filter(Boolean).join(' · '),
})

export interface Asked {
  kind: CertificateKind
  months?: number
  lang?: Lang
  purpose?: string
}

/**
 * Asks for a certificate of the caller's own record: issued at once when the tenant's template says so, else a
 * request HR decides in the approval centre (one of a kind waiting at a time).
 */
export async function askCertificate(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  own: RecordRow,
  asked: Asked,
) {
  const { tenantId, userId, lang } = who
  const waiting = await ctx.db
    .selectFrom('certificate')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', own.employee.id)
    .where('kind', '=', asked.kind)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (waiting) throw certificateError(lang, 'pending')
  const months = asked.kind === 'income' ? (asked.months ?? 6) : 0
  if (asked.kind === 'income' && !(await publishedIncome(ctx.db, tenantId, own.employee.id, months)))
    throw certificateError(lang, 'noIncome')
  const row: CertificateTable = {
    tenant_id: tenantId,
    id: randomUUID(),
    employee_id: own.employee.id,
    user_id: userId,
    kind: asked.kind,
    months,
    lang: asked.lang ?? lang,
    purpose: (asked.purpose ?? '').trim(),
    verify_origin: ctx.config.shellOrigin,
    status: 'pending',
    instance_id: null,
    code_hash: null,
    title: '',
    body: '',
    pdf: '',
    created_at: ctx.now(),
    issued_at: null,
  }
  const template = await templateOf(ctx.db, tenantId, asked.kind)
  if (template.issue_at_once) {
    const issued = { ...row, ...(await issueCertificate(ctx.db, row, ctx.now())) }
    await ctx.db.insertInto('certificate').values(issued).execute()
    return certificateView(issued)
  }
  await ctx.db.transaction().execute(async (trx) => {
    await ensureHrDefinition(trx, tenantId, { bizType: CERTIFICATE_BIZ_TYPE, name: '证明开具' }, ctx.now())
    await trx.insertInto('certificate').values(row).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId,
        bizType: CERTIFICATE_BIZ_TYPE,
        bizId: row.id,
        applicantId: userId,
        lang,
        ...certificateDescription(row, own.employee.name),
      },
    )
    row.instance_id = started.id
    await trx
      .updateTable('certificate')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute()
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return certificateView(row)
}
