/** The workflow's and the approval centre's business codes (4100xx); the gateway's workflow/errors.ts takes them from here. */
export const WORKFLOW = {
  /** No such request in the caller's tenant, or the caller may not see it. */
  instanceNotFound: 410001,
  /** The event is not possible in the request's state (transitions.ts). */
  illegalTransition: 410002,
  /** Only a current candidate approver may resolve, reject or send back. */
  notCandidate: 410003,
  /** Only the applicant may save, (re)submit, recall or remind. */
  notApplicant: 410004,
  /** No step of the request has an approver (no line manager, nobody in the role). */
  noApprover: 410005,
  /** A reminder within 10 minutes of the last one. */
  remindTooSoon: 410006,
  /** A definition that cannot be saved (no steps, an unknown role, a bad level). */
  badDefinition: 410007,
  /** The applicant is not a member of the tenant. */
  unknownApplicant: 410008,
} as const

/** Approval delegation's business codes (4114xx); the gateway's workflow/delegation/texts.ts takes them from here. */
export const DELEGATION = {
  /** No such absence of the caller in the session tenant. */
  absenceNotFound: 411401,
  /** The end is not after the start, or already past. */
  badSpan: 411402,
  /** Another absence of the caller overlaps this one. */
  overlap: 411403,
  /** The delegate is the caller, not a member of the tenant, or may not approve. */
  badDelegate: 411404,
  /** Ending or deleting in a state that does not allow it (ending a planned or past absence, deleting an active one). */
  badState: 411405,
  /** The caller may not approve in the tenant: they have no approvals to delegate, nor colleagues to look for. */
  notApprover: 411406,
} as const
