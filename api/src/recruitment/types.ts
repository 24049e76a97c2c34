import type { Static } from 'typebox'
import type { ResultOf } from '../route'
import type { candidateDetail, candidates } from './candidates'
import type { careers } from './careers'
import type { interviews, myInterview } from './interviews'
import type { candidate, channel, job, offer, position, scorecard } from './views'

// Recruitment's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/recruit).
export type Position = Static<typeof position>
export type Job = Static<typeof job>
export type JobStatus = Job['status']
export type Channel = Static<typeof channel>
export type Candidate = Static<typeof candidate>
export type Stage = Candidate['stage']
export type Offer = Static<typeof offer>
export type Scorecard = Static<typeof scorecard>
export type CandidateDetail = Static<typeof candidateDetail>
export type Interview = CandidateDetail['interviews'][number]
export type MyInterview = Static<typeof myInterview>
export type Person = ResultOf<typeof interviews.people>[number]
export type OnboardingValues = ResultOf<typeof candidates.onboarding>['values']
export type Careers = ResultOf<typeof careers.jobs>
export type OpenJob = Careers['jobs'][number]
