// The vendor console's narrow interface: what other services use (this file loads no routes).
/** Creates or changes a vendor account (the demo seeds the sample apps' vendor). */
export { saveVendorAccount } from './accounts'
// The vendor console's tables: their row types (merged into core's Database).
export type { VendorAccountTable, VendorSessionTable } from './tables'
