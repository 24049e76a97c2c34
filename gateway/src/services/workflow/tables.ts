import type { Generated } from 'kysely'

// Row types of the workflow service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    wf_definition: WfDefinitionTable
    wf_instance: WfInstanceTable
    wf_task: WfTaskTable
    wf_action: WfActionTable
    wf_absence: WfAbsenceTable
  }
}

/** A workflow definition of a business type (migration 022): its steps as JSON (services/workflow/definition.ts). */
export interface WfDefinitionTable {
  tenant_id: number
  biz_type: string
  name: string
  steps: string
  updated_at: number
}

/** One request going through a workflow (services/workflow/engine.ts). */
export interface WfInstanceTable {
  tenant_id: number
  id: string
  biz_type: string
  biz_id: string
  applicant_id: number
  applicant_name: string
  title: string
  /** The title as a message key and parameters (JSON, core/message-text) shown in the reader's language; '' shows `title`. */
  title_message: Generated<string>
  summary: string
  /** The summary as a message key and parameters shown in the reader's language; '' shows `summary`. */
  summary_message: Generated<string>
  amount: number
  /** 'draft', 'running', 'returned', 'approved', 'rejected' or 'cancelled'. */
  status: string
  steps: string
  current_step: number
  round: number
  created_at: number
  updated_at: number
  finished_at: number | null
  reminded_at: number | null
}

/** A candidate approver of one step of one round: 'pending', 'done' or 'closed'. */
export interface WfTaskTable {
  tenant_id: number
  instance_id: string
  round: number
  step_no: number
  user_id: number
  status: string
  created_at: number
  acted_at: number | null
}

/** One transition of an instance (who, when, comment); notified_at is the notice outbox mark. */
export interface WfActionTable {
  tenant_id: number
  instance_id: string
  seq: number
  event: string
  actor_id: number | null
  actor_name: string
  step_no: number
  round: number
  comment: string
  from_status: string
  to_status: string
  created_at: number
  notify_ids: string
  notified_at: number | null
  /** A delegate's decision (migration 072): the approver whose task the delegate (actor) decided; else null and ''. */
  on_behalf_id: number | null
  on_behalf_name: string
}

/**
 * An approver's absence (migration 072): while starts_at <= now < ends_at, `delegate_id` may decide what waits for
 * `user_id` (delegation/routing.ts); ended_at is set when it was ended early.
 */
export interface WfAbsenceTable {
  tenant_id: number
  id: string
  user_id: number
  delegate_id: number
  starts_at: number
  ends_at: number
  note: string
  created_at: number
  ended_at: number | null
  /** When the delegate was told what already waited as the absence began (migration 078); null: not yet. */
  start_notified_at: Generated<number | null>
}
