import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { BUILTIN_FIELDS, EMPLOYEE_RECORD } from '../../access'
import { dispatchWorkflowNotices, startInstance } from '../../workflow'
import { familyText, maskedAccount } from '../records/family'
import { checkRecordChanges } from '../records/record-changes'
import { type RecordRow, recordValues } from '../records/record-row'
import type { RecordProposalTable } from '../tables'
import { selfServiceError } from './errors'
import { fieldLabel, openFieldsOf } from './fields'
import { ensureHrDefinition } from './hr-step'

/** The workflow business type of a proposed change of one's own record. */
export const PROPOSAL_BIZ_TYPE = 'recordProposal'

export const proposalRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('record_proposal').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/**
 * A proposed or former value as people read it: family members as text, a bank account number masked to its last 4
 * digits unless `wholeAccount` (the proposer, or a viewer whose field permission shows it whole).
 */
export const shownValue = (lang: Lang, field: string, value: string, wholeAccount: boolean): string =>
  field === 'family' ? familyText(lang, value) : field === 'bankAccount' && !wholeAccount ? maskedAccount(value) : value

export const proposalView = (lang: Lang, row: RecordProposalTable, wholeAccount = true) => ({
  id: row.id,
  field: row.field,
  label: fieldLabel(lang, row.field),
  value: shownValue(lang, row.field, row.value, wholeAccount),
  // The account it replaces reads masked to everyone.
  beforeValue: shownValue(lang, row.field, row.before_value, false),
  status: row.status,
  instanceId: row.instance_id,
  createdAt: Number(row.created_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
})

/** Checks one field's proposed value as HR's own edit would (the record's checks), as if the field were editable. */
export const checkProposedValue = (
  db: Db,
  lang: Lang,
  tenantId: number,
  row: RecordRow,
  field: string,
  value: string,
) =>
  checkRecordChanges(db, lang, {
    tenantId,
    employeeId: row.employee.id,
    values: { [field]: value },
    access: { [field]: 'edit' },
    current: recordValues(row),
  })

/** The value a checked change writes, as text (the given value when the change holds no such column). */
const storedValue = (changes: Awaited<ReturnType<typeof checkRecordChanges>>, field: string, given: string): string => {
  const column = { bankAccount: 'bank_account', family: 'family' }[field]
  const written = column ? (changes.profile as Record<string, unknown>)[column] : undefined
  return typeof written === 'string' ? written : given
}

const both = (key: string) => {
  const field = BUILTIN_FIELDS[EMPLOYEE_RECORD].find((f) => f.key === key)
  return field ? { zh: field.labelZh, en: field.labelEn } : key
}

/** The request's title and summary: whose record, which field, from what to what (a bank account masked). */
export const proposalDescription = (
  row: Pick<RecordProposalTable, 'field' | 'value' | 'before_value'>,
  name: string,
) => {
  const before = shownValue('zh', row.field, row.before_value, false) || '—'
  const value = shownValue('zh', row.field, row.value, false) || '—'
  return {
    amount: 0,
    title: `档案修改 · ${name} · ${fieldLabel('zh', row.field)}`,
    titleMessage: { key: 'recordProposal.request' as const, params: { name, field: both(row.field) } },
    summary: `${fieldLabel('zh', row.field)}：${before} → ${value}`.slice(0, 1000),
    summaryMessage: { key: 'recordProposal.summary' as const, params: { field: both(row.field), before, value } },
  }
}

/**
 * Proposes a new value of one field of the caller's own record: the field must be open for self-service, have no
 * proposal waiting, and pass the record's checks; the proposal and its workflow request start in one transaction.
 */
export async function propose(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  own: RecordRow,
  field: string,
  given: string,
) {
  const { tenantId, userId, lang } = who
  const label = fieldLabel(lang, field)
  if (!(await openFieldsOf(ctx.db, tenantId)).includes(field)) throw selfServiceError(lang, 'fieldNotOpen', { label })
  // Stored as the record will hold it (a bank account without spaces, the family list compact).
  const checked = await checkProposedValue(ctx.db, lang, tenantId, own, field, given.trim())
  const value = storedValue(checked, field, given.trim())
  const waiting = await ctx.db
    .selectFrom('record_proposal')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', own.employee.id)
    .where('field', '=', field)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (waiting) throw selfServiceError(lang, 'proposalPending', { label })
  const before = recordValues(own)[field]
  const row: RecordProposalTable = {
    tenant_id: tenantId,
    id: randomUUID(),
    employee_id: own.employee.id,
    user_id: userId,
    field,
    value,
    before_value: before === null || before === undefined ? '' : String(before),
    status: 'pending',
    instance_id: null,
    created_at: ctx.now(),
    decided_at: null,
  }
  await ctx.db.transaction().execute(async (trx) => {
    await ensureHrDefinition(trx, tenantId, { bizType: PROPOSAL_BIZ_TYPE, name: '档案修改' }, ctx.now())
    await trx.insertInto('record_proposal').values(row).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId,
        bizType: PROPOSAL_BIZ_TYPE,
        bizId: row.id,
        applicantId: userId,
        lang,
        ...proposalDescription(row, own.employee.name),
      },
    )
    row.instance_id = started.id
    await trx
      .updateTable('record_proposal')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute()
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return proposalView(lang, row)
}
