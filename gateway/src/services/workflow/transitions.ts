import type { InstanceStatus, MovingEvent } from './types'

/** Who may fire an event: the applicant, or a current candidate approver. */
export type EventActor = 'applicant' | 'candidate'

interface Transition {
  from: InstanceStatus[]
  actor: EventActor
}

/**
 * The §4 approval-form events as a state table (the target state of resolve depends on the steps left, see engine.ts):
 *
 * | event             | from                      | to                          | by        |
 * |-------------------|---------------------------|-----------------------------|-----------|
 * | save              | draft, returned           | unchanged (title, summary)  | applicant |
 * | repeatCommit      | draft, rejected           | running (rejected: new round from step 1) | applicant |
 * | resolve           | running                   | running (next step) or approved | candidate |
 * | reject            | running                   | rejected                    | candidate |
 * | backRepeatResolve | running                   | returned (to the applicant) | candidate |
 * | backRepeatCommit  | returned                  | running (the step that sent it back) | applicant |
 * | cancel            | draft, running, returned  | cancelled                   | applicant |
 */
export const TRANSITIONS: Record<MovingEvent, Transition> = {
  save: { from: ['draft', 'returned'], actor: 'applicant' },
  repeatCommit: { from: ['draft', 'rejected'], actor: 'applicant' },
  resolve: { from: ['running'], actor: 'candidate' },
  reject: { from: ['running'], actor: 'candidate' },
  backRepeatResolve: { from: ['running'], actor: 'candidate' },
  backRepeatCommit: { from: ['returned'], actor: 'applicant' },
  cancel: { from: ['draft', 'running', 'returned'], actor: 'applicant' },
}

export const isLegal = (event: MovingEvent, status: InstanceStatus): boolean => TRANSITIONS[event].from.includes(status)

/** The events a user may fire now: the applicant's or a candidate's, legal in the state (the form's buttons). */
export function eventsFor(status: InstanceStatus, who: { applicant: boolean; candidate: boolean }): MovingEvent[] {
  return (Object.keys(TRANSITIONS) as MovingEvent[]).filter(
    (event) => isLegal(event, status) && (TRANSITIONS[event].actor === 'applicant' ? who.applicant : who.candidate),
  )
}
