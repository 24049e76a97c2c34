export type { VendorApiTokenTable, VendorApiApprovalTable } from './tables'
