// What the page of a request an app started (intent `appRequest.view`) reads from the gateway, checked before use:
// the request as the app sent it (`/vendor/web/appRequest/detail`) and its approval (`/workflow/web/approveBlock`).
import type { AppRequestDetail } from '@hr-portal/api/client/vendorapi'

/** The request as the app sent it (the contract's answer of `/vendor/web/appRequest/detail`). */
export type AppRequest = AppRequestDetail

export interface FlowStep {
  index: number
  nameZh: string
  nameEn: string
}
/** `onBehalfOf`: the approver a delegate decided for (the history names both). */
export interface FlowEntry {
  seq: number
  event: string
  actorName: string
  comment: string
  stepNo: number
  createdAt: number
  onBehalfOf: string | null
}

/** The approval of the request: its steps, history, who it waits for and the moves the viewer may make. */
export interface Flow {
  id: string
  status: string
  steps: FlowStep[]
  currentStep: number
  history: FlowEntry[]
  candidates: Array<{ name: string }>
  events: string[]
}

/** The moves this page offers, in button order: approve and reject (an approver), withdraw (the requester). */
export const MOVES = ['resolve', 'reject', 'cancel'] as const
export type Move = (typeof MOVES)[number]

/** History events with a text of their own (texts `events.<event>`); any other reads as `events.other`. */
export const KNOWN_EVENTS = [
  'submit',
  'save',
  'resolve',
  'reject',
  'repeatCommit',
  'backRepeatResolve',
  'backRepeatCommit',
  'cancel',
  'remind',
  'skip',
]

type Raw = Record<string, unknown>
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
/** A request's states, as the contract names them. */
const STATUSES: readonly string[] = [
  'draft',
  'running',
  'returned',
  'approved',
  'rejected',
  'cancelled',
] satisfies AppRequest['status'][]
const isStatus = (value: unknown): value is AppRequest['status'] => isText(value) && STATUSES.includes(value)
/** A decimal amount as the vendor API accepts it: up to 12 digits, up to 4 decimals. */
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/

/** The detail answer, or null when it is not one (a changed or broken gateway: the page says it cannot read it). */
export function readAppRequest(value: unknown): AppRequest | null {
  if (!isObject(value)) return null
  const { instanceId, app, applicantName, title, summary, amount, reference, status, submittedAt } = value
  if (
    ![instanceId, applicantName, title, summary, reference].every(isText) ||
    !isStatus(status) ||
    !isTime(submittedAt)
  )
    return null
  if (amount !== null && !(isText(amount) && AMOUNT.test(amount))) return null
  if (app !== null && !(isObject(app) && isText(app.zh) && isText(app.en))) return null
  return {
    instanceId: instanceId as string,
    app: app === null ? null : { zh: app.zh as string, en: app.en as string },
    applicantName: applicantName as string,
    title: title as string,
    summary: summary as string,
    amount,
    reference: reference as string,
    status,
    submittedAt,
  }
}

/** The approval block answer: null for none (the caller may not see it) or a broken one. */
export function readFlow(value: unknown): Flow | null {
  if (!isObject(value) || !isText(value.id) || !isText(value.status) || typeof value.currentStep !== 'number')
    return null
  const { steps, history, candidates, events } = value
  if (![steps, history, candidates, events].every(Array.isArray)) return null
  const goodSteps = (steps as unknown[]).filter(
    (s): s is Raw => isObject(s) && typeof s.index === 'number' && isText(s.nameZh) && isText(s.nameEn),
  )
  const goodHistory = (history as unknown[]).filter(
    (h): h is Raw => isObject(h) && typeof h.seq === 'number' && isText(h.event) && isTime(h.createdAt),
  )
  return {
    id: value.id,
    status: value.status,
    currentStep: value.currentStep,
    steps: goodSteps.map((s) => ({ index: s.index as number, nameZh: s.nameZh as string, nameEn: s.nameEn as string })),
    history: goodHistory.map((h) => ({
      seq: h.seq as number,
      event: h.event as string,
      actorName: isText(h.actorName) ? h.actorName : '',
      comment: isText(h.comment) ? h.comment : '',
      stepNo: typeof h.stepNo === 'number' ? h.stepNo : -1,
      createdAt: h.createdAt as number,
      onBehalfOf: isObject(h.onBehalfOf) && isText(h.onBehalfOf.name) ? h.onBehalfOf.name : null,
    })),
    candidates: (candidates as unknown[])
      .filter((c): c is Raw => isObject(c) && isText(c.name))
      .map((c) => ({ name: c.name as string })),
    events: (events as unknown[]).filter(isText),
  }
}

/** The moves the viewer may make now, in button order (send back and resubmit are not offered: the portal cannot change what the app sent). */
export const movesOf = (flow: Flow | null): Move[] => MOVES.filter((move) => flow?.events.includes(move))

/** The app's name in the page's language. */
export const appNameOf = (request: AppRequest, language: string): string | null =>
  request.app && (language === 'en' ? request.app.en : request.app.zh)

/**
 * An amount as money in `language` (grouping and decimal signs of that language, at least two decimals), built
 * from the decimal string itself so that no digit is lost to floating point. Null for anything but a decimal string.
 */
export function formatAmount(amount: string, language: string): string | null {
  const match = AMOUNT.exec(amount)
  if (!match) return null
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6)
  const group = parts.find((p) => p.type === 'group')?.value ?? ','
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const [whole, fraction = ''] = amount.split('.')
  const digits = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${digits}${decimal}${fraction.padEnd(2, '0')}`
}

/** The text key of a history event. */
export const eventKey = (event: string): string => `events.${KNOWN_EVENTS.includes(event) ? event : 'other'}`
