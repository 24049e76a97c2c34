import { call } from '@hr-portal/kit'
import type { Kind } from './kinds'

export { KINDS, percentOf, type Kind } from './kinds'
export type Rounding = 'fen' | 'yuan'

/** One kind's limits (yuan) and rates (decimals) as the gateway carries them: strings, exact. */
export interface KindRule { lower: string; upper: string; employee: string; employer: string }
export interface SchemeVersion { effectiveMonth: string; housingFundRounding: Rounding; rates: Record<Kind, KindRule>; savedAt: number }
export interface Scheme { id: number; name: string; city: string; versions: SchemeVersion[]; employees: number }
export interface SchemeInput { id?: number; name: string; city: string; effectiveMonth: string; housingFundRounding: Rounding; rates: Record<Kind, KindRule> }

export interface BaseOptions {
  schemes: Array<{ id: number; name: string; city: string; firstMonth: string }>
  organs: Array<{ id: number; parentId: number | null; name: string; nameEn: string }>
}
export interface BaseRow {
  employeeId: number; name: string; jobNumber: string; organ: string; organEn: string
  schemeId: number | null; schemeName: string | null; base: string | null; effectiveMonth: string | null
}
export interface BasePage { month: string; total: number; rows: BaseRow[] }
export interface BaseChange { effectiveMonth: string; schemeId: number; schemeName: string; base: string; savedAt: number }
export type BaseRule = 'amount' | 'lower' | 'upper' | 'keep'
export interface ManyInput { organId?: number; employeeIds?: number[]; schemeId: number; effectiveMonth: string; rule: BaseRule; amount?: string }

/** Social insurance and housing fund (gateway services/insurance). */
export const insuranceApi = {
  schemes: () => call<Scheme[]>('/insurance/web/scheme/list'),
  saveScheme: (scheme: SchemeInput) => call<{ id: number }>('/insurance/web/scheme/save', scheme),
  deleteScheme: (id: number) => call('/insurance/web/scheme/delete', { id }),
  options: () => call<BaseOptions>('/insurance/web/base/options'),
  bases: (query: { month: string; organId?: number; keyword?: string; page: number; rows: number }) => call<BasePage>('/insurance/web/base/list', query),
  history: (employeeId: number) => call<BaseChange[]>('/insurance/web/base/history', { employeeId }),
  setBase: (body: { employeeId: number; schemeId: number; base: string; effectiveMonth: string }) => call('/insurance/web/base/set', body),
  setMany: (body: ManyInput) => call<{ people: number; effectiveMonth: string }>('/insurance/web/base/setMany', body),
  undo: (employeeId: number, effectiveMonth: string) => call('/insurance/web/base/delete', { employeeId, effectiveMonth }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** YYYY-MM of today. */
export const thisMonth = (): string => new Date().toISOString().slice(0, 7)
