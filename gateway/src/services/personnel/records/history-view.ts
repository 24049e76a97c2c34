import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { BUILTIN_FIELDS, EMPLOYEE_RECORD, type FieldAccess } from '../../access'
import { choicesOf, dictionariesOf } from '../../masterdata'
import type { HistoryCause } from '../../people'
import { familyText, maskedAccount } from './family'

/** Fields the history keeps beyond the record's own: their labels and the record field whose permission covers them. */
const EXTRA_FIELDS: Record<string, { zh: string; en: string; coveredBy: string | null }> = {
  manager: { zh: '汇报上级', en: 'Line manager', coveredBy: 'organ' },
  status: { zh: '在职状态', en: 'Employment status', coveredBy: null },
  leaveDate: { zh: '离职日期', en: 'Leave date', coveredBy: null },
  leaveReason: { zh: '离职原因', en: 'Leave reason', coveredBy: null },
}

const CAUSES: Record<HistoryCause, { zh: string; en: string }> = {
  edit: { zh: '档案编辑', en: 'Record edit' },
  onboard: { zh: '入职', en: 'Onboarding' },
  import: { zh: '导入', en: 'Import' },
  selfService: { zh: '员工自助', en: 'Self-service' },
  move: { zh: '人事异动', en: 'Move' },
  probation: { zh: '试用期', en: 'Probation' },
  batch: { zh: '批量修改', en: 'Batch change' },
  contract: { zh: '劳动合同', en: 'Contract' },
  sync: { zh: '通讯录同步', en: 'Directory sync' },
  leave: { zh: '离职', en: 'Leaving' },
}

const STATUS: Record<string, { zh: string; en: string }> = {
  '1': { zh: '在职', en: 'On the job' },
  '2': { zh: '离职', en: 'Left' },
}

/** A field's label in the reader's language (the record's label, or the history's own). */
export function historyFieldLabel(lang: Lang, field: string): string {
  const builtin = BUILTIN_FIELDS[EMPLOYEE_RECORD].find((f) => f.key === field)
  if (builtin) return lang === 'en' ? builtin.labelEn : builtin.labelZh
  const extra = EXTRA_FIELDS[field]
  return extra ? extra[lang === 'en' ? 'en' : 'zh'] : field
}

/** Whether a viewer with these field permissions may see a history field's values. */
export function historyFieldVisible(access: Record<string, FieldAccess>, field: string): boolean {
  const covering = field in EXTRA_FIELDS ? EXTRA_FIELDS[field].coveredBy : field
  // The bank account number reads masked in the history, to everyone.
  if (field === 'bankAccount') return true
  return covering === null || (access[covering] ?? 'hidden') !== 'hidden'
}

/**
 * The history of one record, newest first (at most `limit` rows from `offset`), as one viewer may read it: labels in
 * their language, codes as their names (gender, status, dictionary values), family members as text, the bank account
 * number masked to its last 4 digits, and no values of a field they may not see.
 */
export async function historyOf(
  db: Db,
  viewer: { tenantId: number; lang: Lang; access: Record<string, FieldAccess> },
  employeeId: number,
  page: { offset: number; limit: number },
) {
  const { tenantId, lang, access } = viewer
  const en = lang === 'en'
  const rows = await db
    .selectFrom('record_history as h')
    .leftJoin('app_user as u', 'u.id', 'h.actor_id')
    .select(['h.id', 'h.field', 'h.before_value', 'h.after_value', 'h.cause', 'h.at', 'h.ref_id', 'u.real_name'])
    .where('h.tenant_id', '=', tenantId)
    .where('h.employee_id', '=', employeeId)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute()
  const builtin = BUILTIN_FIELDS[EMPLOYEE_RECORD]
  const dictionaries = await dictionariesOf(
    db,
    tenantId,
    Date.now(),
    builtin.flatMap((f) => (f.dictionary ? [f.dictionary] : [])),
  )
  const shown = (field: string, value: string): string => {
    if (!value) return ''
    if (field === 'status') return STATUS[value]?.[en ? 'en' : 'zh'] ?? value
    if (field === 'bankAccount') return maskedAccount(value)
    if (field === 'family') return familyText(lang, value)
    const def = builtin.find((f) => f.key === field)
    if (def?.options?.length) {
      const option = def.options.find((o) => o.value === value)
      return option ? (en ? option.labelEn : option.labelZh) : value
    }
    if (def?.dictionary) {
      const choice = choicesOf(
        dictionaries.find((d) => d.code === def.dictionary),
        en,
        value,
      ).find((c) => c.value === value)
      return choice?.label ?? value
    }
    return value
  }
  const items = rows.slice(0, page.limit).map((row) => {
    const visible = historyFieldVisible(access, row.field)
    const cause = CAUSES[row.cause as HistoryCause]
    return {
      id: row.id,
      field: row.field,
      label: historyFieldLabel(lang, row.field),
      hidden: !visible,
      before: visible ? shown(row.field, row.before_value) : null,
      after: visible ? shown(row.field, row.after_value) : null,
      cause: row.cause,
      causeLabel: cause ? cause[en ? 'en' : 'zh'] : row.cause,
      refId: row.ref_id,
      actorName: row.real_name ?? '',
      at: Number(row.at),
    }
  })
  return { items, more: rows.length > page.limit }
}
