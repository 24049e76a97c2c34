import type { Generated } from 'kysely'

export type { EmployeeProfileTable } from '../people'

// Row types of the ums service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    zhilei: ZhileiTable
    zhiwei: ZhiweiTable
    gangwei: GangweiTable
    zhiwei_organ: ZhiweiOrganTable
    org_audit: OrgAuditTable
    self_service_setting: SelfServiceSettingTable
    record_proposal: RecordProposalTable
    certificate_template: CertificateTemplateTable
    certificate: CertificateTable
    personal_document: PersonalDocumentTable
    onboarding_template: OnboardingTemplateTable
    onboarding_template_task: OnboardingTemplateTaskTable
    onboarding_task: OnboardingTaskTable
  }
}

export interface ZhileiTable {
  id: number
  tenant_id: number
  name: string
}

export interface ZhiweiTable {
  id: number
  tenant_id: number
  zhilei_id: number
  name: string
}

export interface GangweiTable {
  id: number
  tenant_id: number
  organ_id: number
  zhiwei_id: number
  name: string
  headcount: Generated<number>
}

/** The organisation units a post is bound to (none = any unit; migration 029). */
export interface ZhiweiOrganTable {
  tenant_id: number
  zhiwei_id: number
  organ_id: number
}

/** One organisation write (unit, category, post, position): who, when, what (migration 029). */
export interface OrgAuditTable {
  tenant_id: number
  id: string
  user_id: number
  action: string
  ref_id: number
  detail: string
  at: number
}

/** The record fields a tenant opens for staff self-service (JSON list of field keys). */
export interface SelfServiceSettingTable {
  tenant_id: number
  fields: string
  updated_by: number
  updated_at: number
}

/** A change of one field of their own record a staff member proposed; decided through the workflow. */
export interface RecordProposalTable {
  tenant_id: number
  id: string
  employee_id: number
  user_id: number
  field: string
  value: string
  before_value: string
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'failed'
  instance_id: string | null
  created_at: number
  decided_at: number | null
}

/** A tenant's template of a certificate kind (none: the built-in one). */
export interface CertificateTemplateTable {
  tenant_id: number
  kind: 'employment' | 'income' | 'termination'
  title_zh: string
  title_en: string
  body_zh: string
  body_en: string
  issue_at_once: number
  updated_by: number
  updated_at: number
}

/** A certificate a staff member asked for: its issued text and PDF, and its verification code's hash. */
export interface CertificateTable {
  tenant_id: number
  id: string
  employee_id: number
  user_id: number
  kind: 'employment' | 'income' | 'termination'
  months: number
  lang: 'zh' | 'en'
  purpose: string
  verify_origin: string
  status: 'pending' | 'issued' | 'rejected' | 'cancelled' | 'failed'
  instance_id: string | null
  code_hash: string | null
  title: string
  body: string
  pdf: string
  created_at: number
  issued_at: number | null
}

/** A personal document kept on a staff record: a file centre file with its type and optional expiry. */
export interface PersonalDocumentTable {
  tenant_id: number
  id: string
  employee_id: number
  type_code: string
  file_id: string
  name: string
  size: number
  expires_on: string | null
  uploaded_by: number
  created_at: number
}

/** Who does an onboarding task: a role of the tenant, a named account, the hire's line manager or the hire. */
export type OnboardingOwnerType = 'role' | 'user' | 'manager' | 'hire'
/** What an onboarding task is: work its owner marks done, a document the hire uploads, or a form the hire fills. */
export type OnboardingTaskKind = 'task' | 'upload' | 'form'

/** An onboarding checklist template of the tenant, for the whole company, a department or a position. */
export interface OnboardingTemplateTable {
  tenant_id: number
  id: string
  name: string
  scope: 'company' | 'organ' | 'gangwei'
  scope_id: number | null
  updated_by: number
  updated_at: number
}

/** One task of a template: its owner, its due offset in days from the entry date and its kind. */
export interface OnboardingTemplateTaskTable {
  tenant_id: number
  id: string
  template_id: string
  sort: number
  title: string
  description: string
  owner_type: OnboardingOwnerType
  owner_id: number | null
  offset_days: number
  kind: OnboardingTaskKind
  doc_type: string | null
  fields: string | null
}

/** A hire's onboarding task, made from a template task when the hire was made. */
export interface OnboardingTaskTable {
  tenant_id: number
  id: string
  employee_id: number
  template_task_id: string
  title: string
  description: string
  owner_type: OnboardingOwnerType
  owner_id: number | null
  kind: OnboardingTaskKind
  doc_type: string | null
  fields: string | null
  due_on: string
  done_at: number | null
  done_by: number | null
  document_id: string | null
  answers: string | null
  created_at: number
}
