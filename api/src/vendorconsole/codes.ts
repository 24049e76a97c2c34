/** The business codes of the vendor console's routes; the gateway's services/vendorconsole/texts.ts takes them from here. */
export const VENDOR_CONSOLE = {
  /** Unknown sign-in name or wrong password, the same answer either way (HTTP 401). */
  badSignIn: 401460,
  /** No vendor session, or it ended (HTTP 401). */
  signedOut: 401461,
  /** Too many wrong passwords for that sign-in name: wait a quarter of an hour (HTTP 429). */
  tooManyTries: 429460,
  /** A vendor account of that sign-in name exists already. */
  loginTaken: 400460,
  /** A new vendor account needs a password. */
  passwordNeeded: 400461,
} as const
