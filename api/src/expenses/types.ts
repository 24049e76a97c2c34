import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { advance, advances } from './advances'
import type { claimDetail, claimLine, claims, claimSummary, finding, receipt } from './claims'
import type { bankBatch, payableClaim } from './payment'
import type { reportRow, reports, waitingItem, widget } from './reports'
import type { category, categoryLimit, expenseSettings, options, settings } from './settings'

// The expenses service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/expenses).
export type Finding = Static<typeof finding>
export type Receipt = Static<typeof receipt>
export type ClaimLine = Static<typeof claimLine>
export type ClaimSummary = Static<typeof claimSummary>
export type ClaimDetail = Static<typeof claimDetail>
export type ClaimInput = BodyOf<typeof claims.save>
export type ClaimLineInput = ClaimInput['lines'][number]
export type Advance = Static<typeof advance>
export type AdvanceInput = BodyOf<typeof advances.request>
export type PayableClaim = Static<typeof payableClaim>
export type BankBatch = Static<typeof bankBatch>
export type ReportRow = Static<typeof reportRow>
export type ReportInput = BodyOf<typeof reports.summary>
export type WaitingItem = Static<typeof waitingItem>
export type ExpenseWidget = ResultOf<typeof widget.mine>
export type ExpenseCategory = Static<typeof category>
export type CategoryLimit = Static<typeof categoryLimit>
export type ExpenseSettings = Static<typeof expenseSettings>
export type ExpenseOptions = ResultOf<typeof options.categories>
export type LimitInput = BodyOf<typeof settings.saveLimit>
