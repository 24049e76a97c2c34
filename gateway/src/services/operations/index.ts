// The ops service's narrow interface: what other services use (this file loads no routes).
export { applyOperationsAccess, OPERATIONS_APP } from './operations-menus'
export { isOperator, operatorByAccount, operatorByEmail } from './operator'
// The ops service's tables: their row types (merged into core's Database).
export type {
  BrandTable,
  CspReportTable,
  OperationsNoticeTable,
  OperationsNoticeReadTable,
  PlatformOperatorTable,
} from './tables'
