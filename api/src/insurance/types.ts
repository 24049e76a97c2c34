import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { baseChange, baseOptions, baseRow, bases, BASE_RULES } from './bases'
import type { declarations } from './declarations'
import type { kindRule, scheme, schemes, schemeVersion, ROUNDINGS } from './schemes'

// The insurance service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/insurance).
export type Rounding = (typeof ROUNDINGS)[number]
export type KindRule = Static<typeof kindRule>
export type SchemeVersion = Static<typeof schemeVersion>
export type Scheme = Static<typeof scheme>
export type SchemeInput = BodyOf<typeof schemes.save>
export type BaseOptions = Static<typeof baseOptions>
export type BaseRow = Static<typeof baseRow>
export type BaseChange = Static<typeof baseChange>
export type BaseRule = (typeof BASE_RULES)[number]
export type ManyInput = BodyOf<typeof bases.setMany>
/** A month's declaration lists per scheme, as the bases page shows them. */
export type DeclarationSummary = ResultOf<typeof declarations.summary>
