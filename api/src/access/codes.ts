/** The joyhr service's business codes (roles, permissions, query schemes); perms-errors.ts and schemes/errors.ts take them from here. */
export const JOYHR = {
  badInput: 400000,
  roleNotFound: 400201,
  functionNotFound: 400202,
  userNotFound: 400203,
  conditionItemNotFound: 400301,
  noPermission: 403001,
  /** Audit channels and batches: only the portal's page writes them. */
  auditChannelOnly: 403003,
  auditChannelRefused: 403004,
  auditBatchRefused: 403005,
  unknownBizType: 410305,
  unknownField: 410306,
  schemeNotFound: 410501,
  duplicateName: 410502,
  fieldNotEditable: 410503,
  badValue: 410504,
  tooManySchemes: 410505,
  tenantSchemesFull: 410506,
} as const
