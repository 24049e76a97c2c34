/** The gateway's common codes (core/errors.ts) the tenant and company routes answer. */
export const TUM = {
  weakPassword: 400104,
  captchaRequired: 400106,
  badDestination: 400107,
  codeResendTooSoon: 400108,
  wrongCode: 400109,
  tooManyAttempts: 400110,
  channelUnavailable: 400112,
  preLoginExpired: 400113,
  tenantRequired: 400114,
  busy: 400115,
  tenantNotAuthorised: 400102,
  companyTaken: 400901,
  companyNotFound: 400902,
  companyDisabled: 400903,
  accountTaken: 400904,
  phoneTaken: 400905,
  emailTaken: 400906,
  domainBudgetSpent: 400907,
  dayBudgetSpent: 400908,
  /** Tenant administration: another tenant holds this code (codes are unique on the platform). */
  tenantCodeTaken: 400911,
  /** Tenant administration: another tenant of the same company has this name. */
  tenantNameTaken: 400912,
  /** Tenant administration: the user or the tenant belongs to another company (never authorised across companies). */
  otherCompany: 400913,
  /** Tenant administration: a user's own tenant (the one their account lives in) cannot be withdrawn. */
  homeTenant: 400914,
  /** Offboarded staff signing in (core/auth/left-staff.ts). */
  accountLeft: 410211,
} as const
