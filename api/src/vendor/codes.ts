/** The business codes of the vendor routes; the gateway's vendor/installs/install-texts.ts takes them from here. */
export const VENDOR = {
  /** No install of that code in the session's tenant. */
  notInstalled: 400431,
  /** No manifest with the install's hash was checked at that URL by this administrator within the hour. */
  notPreviewed: 400432,
  /** The manifest at the URL has errors now (preview names them). */
  manifestInvalid: 400433,
  /** An install of a version older than the one in use: that is a roll back. */
  olderVersion: 400434,
  /** Roll back with no earlier consented version. */
  noPrevious: 400435,
  /** A data scope the installed version's manifest does not list under optionalScopes. */
  notOptional: 400436,
  /** A role named for the install is not the tenant's (the gateway's common roleNotFound). */
  roleNotFound: 400201,
  /** Developer mode: the app is not installed in the session's tenant (the gateway's common notFound). */
  notFound: 404000,
} as const
