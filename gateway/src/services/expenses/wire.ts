import type { contract, ResultOf } from '@hr-portal/api'

// The answers of the expenses routes, from the contract (api/src/expenses).
type Routes = typeof contract.expenses
export type ClaimDetail = ResultOf<Routes['claims']['detail']>
export type ClaimSummary = ResultOf<Routes['claims']['mine']>['rows'][number]
export type ReceiptView = ResultOf<Routes['receipts']['add']>
export type AdvanceView = ResultOf<Routes['advances']['detail']>
export type PayableClaim = ResultOf<Routes['payments']['claims']>['rows'][number]
export type BankBatchView = ResultOf<Routes['payments']['toBank']>
export type LimitView = ResultOf<Routes['settings']['saveLimit']>
export type WaitingItem = ResultOf<Routes['widget']['mine']>['waiting'][number]
