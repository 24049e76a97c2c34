import type { Static } from 'typebox'
import type { BodyOf } from '../route'
import type { assignment, provider, providers, RATE_UNITS, worker, workers } from './people'
import type { statement, statementLine } from './statements'

// The outsourcing service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/outsourcing).
export type RateUnit = (typeof RATE_UNITS)[number]
export type Provider = Static<typeof provider>
export type ProviderInput = BodyOf<typeof providers.save>
export type Assignment = Static<typeof assignment>
export type AssignmentInput = BodyOf<typeof workers.saveAssignment>
export type Worker = Static<typeof worker>
export type WorkerInput = BodyOf<typeof workers.save>
export type StatementLine = Static<typeof statementLine>
export type Statement = Static<typeof statement>
