import { route } from '../route'
import { bool, dict, id, integer, list, nullable, num, objectBody, paragraph, record, str, text, Type } from '../schema'
import { RECRUIT } from './codes'
import { keywordBody, TENANT } from './jobs'

/** One of the caller's interviews with their own scorecard. */
export const myInterview = record({
  id: integer(),
  startsAt: num(),
  minutes: integer(),
  place: str(),
  candidateName: str(),
  jobTitle: str(),
  rating: nullable(integer()),
  notes: str(),
  submittedAt: nullable(num()),
})

/**
 * Interviews: scheduling one with interviewers (840202; each gets an e-mail with an .ics invitation), the people an
 * interviewer can be, and My interviews (every staff member: their own interviews and scorecards, 1–5 and notes).
 */
export const interviews = {
  people: route({
    method: 'POST',
    path: '/recruit/web/interview/people',
    body: keywordBody(),
    result: list(record({ id: integer(), name: str(), account: str(), hasEmail: bool() })),
    errors: [],
    tenant: "the session tenant's accounts only (tenant-isolation/recruit.test.ts)",
    summary: 'Accounts of the tenant an interviewer can be, by name or account (at most 20; 840202).',
  }),
  schedule: route({
    method: 'POST',
    path: '/recruit/web/interview/schedule',
    body: objectBody(
      {
        candidateId: id(),
        startsAt: Type.Integer({ minimum: 946_684_800_000, maximum: 4_102_444_800_000 }),
        minutes: Type.Integer({ minimum: 15, maximum: 480 }),
        place: text(300, 1),
        interviewerIds: Type.Array(id(), { minItems: 1, maxItems: 10, uniqueItems: true }),
      },
      ['candidateId', 'startsAt', 'minutes', 'place', 'interviewerIds'],
    ),
    /** `invitations`: by interviewer's user id, whether the e-mail went out ('sent', 'failed', 'noAddress', 'refused'). */
    result: record({ id: integer(), invitations: dict(str()) }),
    errors: [RECRUIT.candidateNotFound, RECRUIT.badStage, RECRUIT.badInterviewer],
    tenant: TENANT,
    summary: 'Schedules an interview of a candidate and invites the interviewers (840202).',
  }),
  mine: route({
    method: 'POST',
    path: '/recruit/web/interview/mine',
    result: record({ timeZone: str(), interviews: list(myInterview) }),
    errors: [],
    tenant: "the caller's own scorecards in the session tenant (tenant-isolation/recruit.test.ts)",
    summary: "The caller's interviews and scorecards, newest first, with the tenant's time zone (everyone).",
  }),
  score: route({
    method: 'POST',
    path: '/recruit/web/interview/score',
    body: objectBody({ interviewId: id(), rating: Type.Integer({ minimum: 1, maximum: 5 }), notes: paragraph(2000) }, [
      'interviewId',
      'rating',
    ]),
    result: record({ interviewId: integer(), rating: integer() }),
    errors: [RECRUIT.interviewNotFound],
    tenant: "the caller's own scorecard in the session tenant (tenant-isolation/recruit.test.ts)",
    summary: 'Rates an interview the caller is an interviewer of (1–5, with notes).',
  }),
}
