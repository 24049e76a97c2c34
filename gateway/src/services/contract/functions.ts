import { contractContract } from '@hr-portal/api'

/** The personnel app's contract functions (menu 1104 and its button), declared in apps/personnel/manifest.json. */
export const CONTRACT_FUNCTIONS = {
  /** The contracts list and each contract, within the caller's data range (HR: theirs; managers: their team). */
  list: '1104',
  /** Add, edit, renew and terminate contracts. */
  manage: '110401',
} as const

/** The workflow business types of the changes to a contract. */
export const RENEWAL_BIZ_TYPE = 'contractRenewal'
export const TERMINATION_BIZ_TYPE = 'contractTermination'

/** The master data dictionary of contract types (services/masterdata). */
export const CONTRACT_TYPE_DICTIONARY = 'contractType'

export const TERMS = contractContract.TERMS
export type Term = (typeof TERMS)[number]

export const STATUSES = contractContract.STATUSES
export type ContractStatus = (typeof STATUSES)[number]

/** Longest probation a contract may carry, in months; most documents one contract keeps. */
export const { MAX_PROBATION_MONTHS, MAX_DOCUMENTS } = contractContract
export type ChangeKind = (typeof contractContract.CHANGE_KINDS)[number]
