import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { centerRow, centerType, tabCounts } from './center'
import type { definition, definitions } from './definitions'
import type { absence, colleague, delegation } from './delegation'
import type { candidate, definitionStep, flowDetail, step } from './fields'
import type { block, form } from './forms'

// The workflow's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/workflow).
export type FlowDetail = Static<typeof flowDetail>
export type FlowStep = Static<typeof step>
export type Candidate = Static<typeof candidate>
/** The §4 approval-form events (preview reads, the others move a request). */
export type FormEvent = keyof typeof form
/** A business type as the approval block takes it. */
export type BizType = BodyOf<typeof block.get>['bizType']
export type CenterRow = Static<typeof centerRow>
export type CenterType = Static<typeof centerType>
export type Tab = keyof Static<typeof tabCounts>
export type Definition = Static<typeof definition>
export type DefinitionInput = BodyOf<typeof definitions.save>
export type DefinitionStep = Static<typeof definitionStep>
export type Absence = Static<typeof absence>
export type Colleague = Static<typeof colleague>
export type AbsenceInput = BodyOf<typeof delegation.save>
export type Delegation = ResultOf<typeof delegation.mine>
