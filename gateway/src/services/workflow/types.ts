import { workflowContract } from '@hr-portal/api'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Message } from '../../core/message-text'
import type { Condition, Facts } from '../rules'

/**
 * The workflow's public types. Other services start instances with `startInstance` and learn
 * the outcome through the handler they hand to it with `bizHandler` (handlers.ts).
 */

/** draft → running ⇄ returned → approved | rejected | cancelled (transitions.ts holds the table). */
export type InstanceStatus = 'draft' | 'running' | 'returned' | 'approved' | 'rejected' | 'cancelled'

/** §4 approval-form button events, as the contract declares them: `preview` reads; the others move an instance (transitions.ts). */
export const FORM_EVENTS = ['preview', ...workflowContract.MOVING_EVENTS] as const
export type FormEvent = (typeof FORM_EVENTS)[number]
export type MovingEvent = Exclude<FormEvent, 'preview'>

/** How a request ends, for the business service's handler. */
export type Outcome = 'approved' | 'rejected' | 'cancelled'

/**
 * Who approves a step: the applicant's manager `level` up the reporting line (1 = line manager), a role's members, or
 * one named account of the tenant (`user`: only in a request's own first steps, see StartInput.firstSteps; never in a
 * definition).
 */
export type Approver =
  | { type: 'manager'; level: number }
  | { type: 'role'; roleId: number }
  | { type: 'user'; userId: number }

/**
 * One step of a definition; with `minAmount` it applies only when the instance's amount (leave: days) is above it,
 * with `conditions` only when all hold (the rule engine's approval fields: conditions.ts).
 */
export interface WorkflowStep {
  nameZh: string
  nameEn: string
  approver: Approver
  minAmount?: number
  conditions?: Condition[]
}

/** A request in the workflow, as handlers and routes see it. */
export interface WorkflowInstance {
  id: string
  tenantId: number
  bizType: string
  bizId: string
  applicantId: number
  applicantName: string
  title: string
  /** The title as a stored message (JSON, core/message-text), '' when only `title` is stored: see titleIn. */
  titleMessage: string
  summary: string
  /** The summary as a stored message, '' when only `summary` is stored: see summaryIn. */
  summaryMessage: string
  amount: number
  status: InstanceStatus
  /** The steps that apply to this request, fixed when it was (re)submitted. */
  steps: WorkflowStep[]
  /** Index into steps of the step that waits (running) or that sent it back (returned). */
  currentStep: number
  round: number
  createdAt: number
  updatedAt: number
  finishedAt: number | null
}

/** What a handler runs with: `db` is the transaction the transition runs in. */
export interface BizContext {
  db: Db
  now: number
}

/** How a business record reads in its request: the amount compared with the steps' minAmount, the title and summary. */
export interface BizDescription {
  amount: number
  title: string
  /** The title as a message key and parameters, shown in the reader's language (title: its Chinese text, kept for search). */
  titleMessage?: Message
  /** The summary as a message key and parameters (summary: its Chinese text). */
  summaryMessage?: Message
  summary: string
}

/** A business service's side of its workflow (bizHandler). Throw a GatewayError to refuse the transition. */
export interface BizHandler {
  /**
   * The request's amount, title and summary as the business record now says (undefined: the record is gone, the
   * request keeps its own). Read when the applicant saves or submits it again: the applicant's values count only
   * for business types without a handler.
   */
  describe(ctx: BizContext, instance: WorkflowInstance): Promise<BizDescription | undefined>
  /** The request was approved (last step resolved), rejected or cancelled; update the business record here. */
  onFinished(ctx: BizContext, instance: WorkflowInstance, outcome: Outcome): Promise<void>
  /** The business record's facts a step's conditions may test (leave: its type), read when the request is submitted. */
  facts?(ctx: BizContext, instance: WorkflowInstance): Promise<Facts>
  /** A rejected request was submitted again (repeatCommit): e.g. check the balance again and mark it pending. */
  onResubmitted?(ctx: BizContext, instance: WorkflowInstance): Promise<void>
  /**
   * After the event that finished the request (approved, rejected, cancelled) was committed: tell other parts of the
   * gateway (e.g. scheduling's attendanceChanged). A failure here is logged, never undoes the decision.
   */
  afterFinished?(ctx: GatewayContext, instance: WorkflowInstance, outcome: Outcome): Promise<void>
}

/** What startInstance needs. `applicantId` is the applicant's account (app_user.id) in `tenantId`. */
export interface StartInput {
  tenantId: number
  bizType: string
  bizId: string | number
  applicantId: number
  title: string
  /** The title as a message key and parameters, shown in the reader's language (title: its Chinese text, kept for search). */
  titleMessage?: Message
  /** The summary as a message key and parameters (summary: its Chinese text). */
  summaryMessage?: Message
  summary: string
  /** Compared with the steps' minAmount (leave: days). Default 0. */
  amount?: number
  /**
   * Steps this request takes before its definition's, e.g. a named colleague who must agree first
   * (`{ type: 'user', userId }`); kept on every resubmission.
   */
  firstSteps?: WorkflowStep[]
  /** true: store a draft (§4 save) that the applicant submits later with repeatCommit. */
  draft?: boolean
  /** Language of the error messages. Default zh. */
  lang?: Lang
}

export type Lang = 'zh' | 'en'

/** The engine's needs: the database (a transaction is fine, see startInstance) and the clock. */
export interface EngineContext {
  db: Db
  now: () => number
}
