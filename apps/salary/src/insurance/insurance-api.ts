import { callThrough } from '@hr-portal/api/client'
import { insuranceApi as client } from '@hr-portal/api/client/insurance'
import { http } from '@hr-portal/kit'

export { KINDS, percentOf, type Kind } from './kinds'
// The insurance answers, typed by the contract (api/src/insurance).
export type {
  Rounding,
  KindRule,
  SchemeVersion,
  Scheme,
  SchemeInput,
  BaseOptions,
  BaseRow,
  BaseChange,
  BaseRule,
  ManyInput,
} from '@hr-portal/api/client/insurance'

/** Social insurance and housing fund (gateway services/insurance): `insuranceApi.schemes.list()`, `insuranceApi.bases.set(body)` … */
export const insuranceApi = client(callThrough(http))

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** YYYY-MM of today. */
export const thisMonth = (): string => new Date().toISOString().slice(0, 7)
