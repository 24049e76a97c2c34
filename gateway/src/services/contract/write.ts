import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { findFile } from '../files'
import { dictionariesOf } from '../masterdata'
import { CONTRACT_TYPE_DICTIONARY, MAX_DOCUMENTS } from './functions'
import { documentsOf, type ContractDocument } from './store'
import type { EmploymentContractTable } from './tables'
import { checkTerms, type Terms, type TermsInput } from './terms'
import { contractError } from './texts'

/** What addContractSelf and updateContractSelf take beside the employee or the contract id. */
export interface ContractInput extends TermsInput {
  typeCode: string
  /** File centre file ids: files the caller uploaded, or documents the contract has already. */
  documents?: string[]
  status?: 'draft' | 'active'
}

export interface CheckedContract extends Terms {
  typeCode: string
  documents: ContractDocument[]
  status: 'draft' | 'active'
}

/**
 * Checks a contract as given: the type an enabled value of the contract type dictionary (a disabled one only when the
 * contract has it already), the term and probation (terms.ts), the documents, and that an active contract does not
 * overlap another active one of the employee.
 */
export async function checkContract(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  employeeId: number,
  input: ContractInput,
  before?: EmploymentContractTable,
): Promise<CheckedContract> {
  const tenantId = auth.session.tenant_id
  const [dictionary] = await dictionariesOf(ctx.db, tenantId, ctx.now(), [CONTRACT_TYPE_DICTIONARY])
  const type = dictionary?.values.find((value) => value.code === input.typeCode)
  if (!type || (!type.enabled && before?.type_code !== input.typeCode))
    throw contractError(lang, 'badType', { code: input.typeCode })
  const terms = checkTerms(lang, input)
  const documents = await checkDocuments(ctx, auth, lang, input.documents ?? [], before ? documentsOf(before) : [])
  const status = input.status ?? (before?.status === 'draft' ? 'draft' : 'active')
  if (status === 'active') {
    const others = await ctx.db
      .selectFrom('employment_contract')
      .select(['id', 'start_date', 'end_date'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('status', '=', 'active')
      .execute()
    const clash = others.find(
      (other) =>
        other.id !== before?.id &&
        other.start_date <= (terms.endDate ?? '9999-12-31') &&
        (other.end_date ?? '9999-12-31') >= terms.startDate,
    )
    if (clash) throw contractError(lang, 'overlap', { from: clash.start_date, to: clash.end_date ?? '—' })
  }
  return { ...terms, typeCode: input.typeCode, documents, status }
}

/** The documents by file id: kept ones keep their name; new ones must be the caller's own uploads in the file centre. */
async function checkDocuments(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  ids: string[],
  kept: ContractDocument[],
): Promise<ContractDocument[]> {
  const unique = [...new Set(ids)]
  if (unique.length > MAX_DOCUMENTS) throw contractError(lang, 'badDocument', { id: unique[MAX_DOCUMENTS] })
  const out: ContractDocument[] = []
  for (const fileId of unique) {
    const old = kept.find((doc) => doc.fileId === fileId)
    const file = old ? undefined : await findFile(ctx, auth.session.tenant_id, fileId, auth.user.id)
    if (!old && !file) throw contractError(lang, 'badDocument', { id: fileId })
    out.push(old ?? { fileId, name: file!.name })
  }
  return out
}

/** The columns a checked contract writes. */
type Written = Pick<
  EmploymentContractTable,
  | 'type_code'
  | 'term'
  | 'start_date'
  | 'end_date'
  | 'project'
  | 'probation_months'
  | 'probation_end'
  | 'sign_date'
  | 'status'
  | 'documents'
  | 'updated_by'
  | 'updated_at'
>

export const columnsOf = (checked: CheckedContract, userId: number, now: number): Written => ({
  type_code: checked.typeCode,
  term: checked.term,
  start_date: checked.startDate,
  end_date: checked.endDate,
  project: checked.project,
  probation_months: checked.probationMonths,
  probation_end: checked.probationEnd,
  sign_date: checked.signDate,
  status: checked.status,
  documents: JSON.stringify(checked.documents),
  updated_by: userId,
  updated_at: now,
})
