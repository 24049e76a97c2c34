import { bool, integer, list, nullable, num, oneOf, record, str } from '../schema'

/** The stages of the board, in order. */
export const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const
export const JOB_STATUSES = ['approving', 'open', 'rejected', 'closed'] as const
export const OFFER_STATUSES = ['approving', 'approved', 'rejected', 'cancelled'] as const
export const CHANNEL_KINDS = ['site', 'referral', 'careers'] as const

/** A position (ums gangwei) with its headcount, the active staff on it and the vacancies its live openings recruit for. */
export const position = record({
  id: integer(),
  name: str(),
  organId: integer(),
  organName: str(),
  headcount: integer(),
  staff: integer(),
  recruiting: integer(),
  /** Headcount minus active staff minus the vacancies openings already recruit for (never below 0). */
  open: integer(),
})

/** An opening as the app lists it: names of its position and unit, how many candidates applied and were hired. */
export const job = record({
  id: integer(),
  gangweiId: integer(),
  gangweiName: str(),
  organId: integer(),
  organName: str(),
  title: str(),
  description: str(),
  vacancies: integer(),
  status: oneOf(JOB_STATUSES),
  instanceId: nullable(str()),
  createdAt: num(),
  candidates: integer(),
  hired: integer(),
})

/** A channel: `name` in the reader's language, `nameZh` and `nameEn` the two names HR keeps. */
export const channel = record({
  id: integer(),
  kind: oneOf(CHANNEL_KINDS),
  name: str(),
  nameZh: str(),
  nameEn: str(),
  enabled: bool(),
})

/** A candidate as the board and the candidate page show it, with the other candidates sharing its phone or e-mail. */
export const candidate = record({
  id: integer(),
  jobId: integer(),
  jobTitle: str(),
  channelId: integer(),
  channelName: str(),
  name: str(),
  phone: str(),
  email: str(),
  stage: oneOf(STAGES),
  hasResume: bool(),
  employeeId: nullable(integer()),
  createdAt: num(),
  updatedAt: num(),
  duplicates: list(
    record({
      id: integer(),
      name: str(),
      jobTitle: str(),
      stage: oneOf(STAGES),
      by: list(oneOf(['phone', 'email'] as const)),
    }),
  ),
})

/** An offer: the position and unit, the monthly salary (yuan, two decimals) and the start day. */
export const offer = record({
  id: integer(),
  candidateId: integer(),
  gangweiId: integer(),
  gangweiName: str(),
  organId: integer(),
  organName: str(),
  salary: str(),
  startDate: str(),
  status: oneOf(OFFER_STATUSES),
  instanceId: nullable(str()),
  createdAt: num(),
})

/** An interviewer's scorecard: whether the invitation went out ('queued', 'sent', 'failed', 'noAddress', 'refused'), the rating 1–5 and notes. */
export const scorecard = record({
  userId: integer(),
  name: str(),
  inviteState: str(),
  rating: nullable(integer()),
  notes: str(),
  submittedAt: nullable(num()),
})
