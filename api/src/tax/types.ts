import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { declaration, deductions, DEDUCTION_KINDS, myYear } from './deductions'
import type { BONUS_METHODS, monthRecord } from './shared'
import type { opening, openingRow } from './opening'
import type { sixtyRow } from './sixty'
import type { annualRow, joiner, monthRow } from './withholding'

// The income tax service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/etax).
export type DeductionKind = (typeof DEDUCTION_KINDS)[number]
export type BonusMethod = (typeof BONUS_METHODS)[number]
export type Declaration = Static<typeof declaration>
export type DeclarationInput = BodyOf<typeof deductions.save>
export type MonthRecord = Static<typeof monthRecord>
export type MonthRow = Static<typeof monthRow>
export type MyYear = Static<typeof myYear>
export type AnnualRow = Static<typeof annualRow>
export type Joiner = Static<typeof joiner>
export type SixtyRow = Static<typeof sixtyRow>
export type OpeningRow = Static<typeof openingRow>
export type OpeningInput = BodyOf<typeof opening.save>
export type OpeningImport = ResultOf<typeof opening.import>
