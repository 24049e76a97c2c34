import { personnelContract, type Static } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { documentTypes } from '../documents/documents'
import type { OnboardingTemplateTable } from '../tables'
import { onboardingError } from './errors'

const { MIN_OFFSET_DAYS, MAX_OFFSET_DAYS } = personnelContract
export type TemplateTaskInput = Static<typeof personnelContract.templateTask>
export interface TemplateInput {
  name: string
  scope: OnboardingTemplateTable['scope']
  scopeId?: number | null
  tasks: TemplateTaskInput[]
}

/**
 * Refuses a template that does not hold, naming the first problem: no name or no task, a department or position not
 * of the tenant, and per task an empty title, a role or account not of the tenant, an offset out of range, an upload
 * without a document type the tenant offers, a form without fields. Answers the template's scope id (null: company).
 */
export async function checkTemplate(db: Db, tenantId: number, lang: Lang, now: number, input: TemplateInput) {
  if (!input.name.trim()) throw onboardingError(lang, 'emptyName')
  if (!input.tasks.length) throw onboardingError(lang, 'noTasks')
  const scopeId = input.scope === 'company' ? null : (input.scopeId ?? null)
  if (input.scope === 'organ') {
    const organ = scopeId
      ? await db
          .selectFrom('organ')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', scopeId)
          .executeTakeFirst()
      : undefined
    if (!organ) throw onboardingError(lang, 'badOrgan')
  }
  if (input.scope === 'gangwei') {
    const position = scopeId
      ? await db
          .selectFrom('gangwei')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', scopeId)
          .executeTakeFirst()
      : undefined
    if (!position) throw onboardingError(lang, 'badPosition')
  }
  const ids = (type: string) => input.tasks.filter((t) => t.ownerType === type && t.ownerId).map((t) => t.ownerId!)
  const roles = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [0, ...ids('role')])
    .execute()
  const accounts = await db
    .selectFrom('user_tenant')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', [0, ...ids('user')])
    .execute()
  const types = await documentTypes(db, tenantId, now, lang)
  input.tasks.forEach((task, i) => {
    const n = i + 1
    if (!task.title.trim()) throw onboardingError(lang, 'emptyTitle', { n })
    if ((task.ownerType === 'role' || task.ownerType === 'user') && !task.ownerId)
      throw onboardingError(lang, 'noOwner', { n })
    if (task.ownerType === 'role' && !roles.some((role) => role.id === task.ownerId))
      throw onboardingError(lang, 'unknownRole', { n, id: task.ownerId! })
    if (task.ownerType === 'user' && !accounts.some((account) => account.user_id === task.ownerId))
      throw onboardingError(lang, 'unknownAccount', { n, id: task.ownerId! })
    if (task.offsetDays < MIN_OFFSET_DAYS || task.offsetDays > MAX_OFFSET_DAYS)
      throw onboardingError(lang, 'badOffset', { n, min: MIN_OFFSET_DAYS, max: MAX_OFFSET_DAYS })
    if (task.kind === 'upload' && !types.some((type) => type.code === task.docType))
      throw onboardingError(lang, 'badDocType', { n })
    if (task.kind === 'form' && !task.fields.some((field) => field.trim()))
      throw onboardingError(lang, 'noFields', { n })
  })
  return scopeId
}
