import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type {
  changeStarted,
  contractChange,
  contractDocument,
  contracts,
  contractView,
  STATUSES,
  TERMS,
} from './contracts'

// The employment contracts' wire types, from the contract's schemas (apps import them from @hr-portal/api/client/contract).
export type Term = (typeof TERMS)[number]
export type ContractStatus = (typeof STATUSES)[number]
export type ContractDocument = Static<typeof contractDocument>
export type ContractView = Static<typeof contractView>
export type ContractChange = Static<typeof contractChange>
export type ChangeStarted = Static<typeof changeStarted>
export type ContractDetail = ResultOf<typeof contracts.detail>
export type ChangeDetail = ResultOf<typeof contracts.change>
export type ContractList = ResultOf<typeof contracts.list>
/** A contract's fields as adding and editing take them (besides the employee or the contract id). */
export type ContractInput = Omit<BodyOf<typeof contracts.add>, 'employeeId'>
export type ListQuery = BodyOf<typeof contracts.list>
