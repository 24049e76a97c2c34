export type { VendorApiTokenTable, VendorApiApprovalTable, VendorAppCredentialTable } from './tables'
/** The installation (tenant, app) a vendor backend's API token names, for routes of other services it may call. */
export { installationOfToken } from './api-token'
