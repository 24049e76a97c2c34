// Row types of the vendor console's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    vendor_account: VendorAccountTable
    vendor_session: VendorSessionTable
  }
}

/** A vendor: who publishes apps from its origins, signed in to the vendor console (created by a platform operator). */
export interface VendorAccountTable {
  /** The sign-in name: lower-case letters, digits and `-`. */
  login: string
  name: string
  /** JSON array of origins (`https://shop.example.com`): its apps are the installs whose pages run there. */
  origins: string
  /** scrypt of the password, base64, with its salt (as accounts' passwords are kept). */
  password_hash: string
  password_salt: string
  /** Wrong passwords in a row since the last right one; at 5 the account waits until `locked_until`. */
  failed_count: number
  locked_until: number
  created_at: number
  updated_at: number
}

/** A vendor's console session, found by the sha256 of its token. */
export interface VendorSessionTable {
  token_hash: string
  login: string
  created_at: number
  expires_at: number
}
