import { contracts } from './contracts'

/** Employment contracts (gateway services/contract): the list, one contract, its documents, renewals and terminations. */
export const contract = { contracts }

export { CONTRACT } from './codes'
export {
  CHANGE_KINDS,
  MAX_DOCUMENTS,
  MAX_PROBATION_MONTHS,
  STATUSES,
  TERMS,
  contractDocument,
  contractView,
  contractChange,
} from './contracts'
