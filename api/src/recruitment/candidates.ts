import { route } from '../route'
import { id, integer, list, matching, num, objectBody, oneOf, optional, record, str, text, Type } from '../schema'
import { OTHER, RECRUIT } from './codes'
import { idBody, TENANT } from './jobs'
import { STAGES, candidate, offer, scorecard } from './views'

/** The stages a move may go to: hired only through the onboarding. */
export const MOVABLE_TO = STAGES.filter((s) => s !== 'hired') as Exclude<(typeof STAGES)[number], 'hired'>[]
export const PHONE_PATTERN = '^1\\d{10}$'
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

/** A candidate's page: the candidate, the tenant's time zone, the stage history, interviews with scorecards, offers. */
export const candidateDetail = record({
  candidate,
  timeZone: str(),
  resumeName: str(),
  /** `from` is '' for the first stage. */
  history: list(record({ from: str(), to: oneOf(STAGES), by: str(), at: num() })),
  interviews: list(
    record({ id: integer(), startsAt: num(), minutes: integer(), place: str(), scorecards: list(scorecard) }),
  ),
  offers: list(offer),
})

/** The record's values the onboarding page starts from: the candidate's and the approved offer's. */
const onboardingValues = record({
  name: str(),
  mobile: str(),
  email: str(),
  organ: integer(),
  gangwei: integer(),
  zhiwei: optional(integer()),
  entryDate: str(),
})

/**
 * Candidates (8402): the stage board, a candidate's page, the résumé; adding one from a job site or a referral and
 * moving one between stages (840201); hiring (840204) with the personnel app's onboarding.
 */
export const candidates = {
  board: route({
    method: 'POST',
    path: '/recruit/web/candidate/board',
    body: objectBody({
      jobId: id(),
      keyword: text(60),
      quick: Type.Unsafe<unknown>({ type: ['object', 'string'], maxProperties: 20, maxLength: 4000 }),
    }),
    result: list(candidate),
    errors: [...OTHER.quickFilters],
    tenant: TENANT,
    summary: 'The board: candidates by opening, keyword (name, phone, e-mail) and quick filters, last changed first.',
  }),
  detail: route({
    method: 'POST',
    path: '/recruit/web/candidate/detail',
    body: idBody(),
    result: candidateDetail,
    errors: [RECRUIT.candidateNotFound],
    tenant: TENANT,
    summary: "A candidate's page: history, interviews with scorecards, offers, duplicates.",
  }),
  add: route({
    method: 'POST',
    path: '/recruit/web/candidate/add',
    body: objectBody(
      {
        jobId: id(),
        channelId: id(),
        name: text(60, 1),
        phone: matching(PHONE_PATTERN),
        email: Type.String({ maxLength: 200, pattern: EMAIL_PATTERN }),
      },
      ['jobId', 'channelId', 'name', 'phone', 'email'],
    ),
    result: record({ id: integer() }),
    errors: [RECRUIT.jobNotFound, RECRUIT.jobNotOpen, RECRUIT.channelNotFound],
    tenant: TENANT,
    summary: 'Adds a candidate to an open opening from a channel (840201).',
  }),
  move: route({
    method: 'POST',
    path: '/recruit/web/candidate/move',
    body: objectBody({ id: id(), stage: oneOf(MOVABLE_TO) }, ['id', 'stage']),
    result: record({ id: integer(), stage: oneOf(STAGES) }),
    errors: [RECRUIT.candidateNotFound, RECRUIT.badStage],
    tenant: TENANT,
    summary: 'Moves a candidate to another stage (840201; hired only through the onboarding).',
  }),
  resume: route({
    method: 'POST',
    path: '/recruit/web/candidate/resume',
    body: idBody(),
    file: true,
    errors: [RECRUIT.candidateNotFound, RECRUIT.noResume],
    tenant: TENANT,
    summary: "The candidate's résumé (PDF).",
  }),
  onboarding: route({
    method: 'POST',
    path: '/recruit/web/candidate/onboarding',
    body: idBody(),
    result: record({ candidateId: integer(), values: onboardingValues }),
    errors: [RECRUIT.candidateNotFound, RECRUIT.noApprovedOffer],
    tenant: TENANT,
    summary: "The record's values the onboarding page starts from, for a candidate with an approved offer (840204).",
  }),
  hired: route({
    method: 'POST',
    path: '/recruit/web/candidate/hired',
    body: objectBody({ id: id(), employeeId: id() }, ['id', 'employeeId']),
    result: record({ id: integer(), stage: oneOf(STAGES), employeeId: integer(), jobClosed: Type.Boolean() }),
    errors: [RECRUIT.candidateNotFound, RECRUIT.noApprovedOffer, RECRUIT.employeeMismatch],
    tenant: "the session tenant's candidates and staff only (tenant-isolation/recruit.test.ts)",
    summary: 'Marks the candidate hired, linked to the record the onboarding made; a filled opening closes (840204).',
  }),
}
