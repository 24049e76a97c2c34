// The income tax service's narrow interface: what other services use (this file loads no routes).
export type { Amount, BonusMethod, MonthIncome, MonthTax, DeductionKind } from './types'
export { withholdMonth } from './withhold'
export { labourWithholding, type LabourTax } from './labour'
// The annual table of comprehensive income, for income taxed on its own by it (a leaver's compensation, services/personnel).
export { ANNUAL_TABLE, bracketOf, type Bracket } from './brackets'
export { labourPaidInMonth, recordLabour, type LabourPayment } from './labour-record'
export { recordMonth } from './record'
export { recordSeverance, severanceRecordedIn, type SeverancePayment } from './severance-record'
export { etaxCodes } from './errors'
export { ETAX_FUNCTIONS } from './functions'
// The income tax service's tables: their row types (merged into core's Database).
export type {
  EtaxDeductionTable,
  EtaxBonusMethodTable,
  EtaxWithholdingTable,
  EtaxFirstIncomeTable,
  EtaxSixtyThousandTable,
  EtaxOpeningTable,
  EtaxOpeningAuditTable,
  EtaxLabourTable,
  EtaxSeveranceTable,
} from './tables'
