/** Recruitment's business codes (4115xx); the gateway's recruit/errors.ts takes them from here. */
export const RECRUIT = {
  /** No such position (gangwei) in the session's tenant. */
  positionNotFound: 411501,
  /** More vacancies than the position's open headcount. */
  noHeadcount: 411502,
  /** No such opening in the tenant. */
  jobNotFound: 411503,
  /** The opening is not open (applications, candidates, closing). */
  jobNotOpen: 411504,
  candidateNotFound: 411505,
  /** A stage the candidate cannot move to from where it is. */
  badStage: 411506,
  /** A résumé that is not a PDF file (by its content). */
  notPdf: 411507,
  /** A résumé larger than MAX_RESUME_BYTES. */
  tooLarge: 411508,
  /** No résumé: none attached to an application, or none stored for the candidate. */
  noResume: 411509,
  /** Too many applications from one address: the text says how long to wait. */
  tooManyApplications: 411510,
  /** An application's fields that do not check out (name, mobile, e-mail, opening, code). */
  badApplicant: 411511,
  /** No careers page of that code (no such tenant, or not active). */
  careersNotFound: 411512,
  /** No such interview, or the caller is not one of its interviewers. */
  interviewNotFound: 411513,
  /** An interviewer who is not an account of the tenant. */
  badInterviewer: 411514,
  /** The candidate already has an offer waiting or approved. */
  offerPending: 411515,
  noApprovedOffer: 411516,
  /** The employee record given as the hire does not match the candidate. */
  employeeMismatch: 411517,
  channelNotFound: 411518,
  badDate: 411519,
  /** The server has no Chinese font to draw the offer letter. */
  noFont: 411520,
  /** The tenant's careers page receives too many applications: the text says how long to wait. */
  careersBusy: 411521,
  /** One application per opening and e-mail or mobile number. */
  alreadyApplied: 411522,
} as const

/** Codes of other services recruitment's routes answer. */
export const OTHER = {
  /** The approval request could not start: its applicant is no member, or no step has an approver (workflow). */
  workflowStart: [410008, 410005],
  /** The slider captcha's pass is missing or spent (message's captcha pass, core/errors captchaRequired). */
  captchaRequired: 400106,
  /** The quick filters' refusals (master data, 412111–412116). */
  quickFilters: [412111, 412112, 412113, 412114, 412115, 412116],
} as const
