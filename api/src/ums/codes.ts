/** The employee record's business codes (4102xx); the gateway's ums/records/errors.ts takes them from here. */
export const RECORD = {
  /** No such staff member in the session's tenant, or outside the caller's data range. */
  notFound: 410201,
  /** A value given for a field the caller may not edit (§6 'No field permissions'). */
  fieldNotEditable: 410202,
  /** A value that does not fit its field (required, date, e-mail, phone, length). */
  badValue: 410203,
  /** An ID number with a bad format, birth date or check digit. */
  badIdNumber: 410204,
  /** The phone number belongs to another staff member of the tenant, or to another account. */
  phoneTaken: 410205,
  /** The job number belongs to another staff member of the tenant. */
  jobNumberTaken: 410206,
  /** The ID number belongs to another staff member of the tenant. */
  idNumberTaken: 410207,
  /** An organisation, position or role that is not the tenant's, or a position of another organisation. */
  badReference: 410208,
  /** The account name is taken. */
  accountTaken: 410209,
  /** Offboarding someone who left already, or a leave date before their entry date. */
  badOffboarding: 410210,
  // 410211: signing in with the account of someone who left (core/auth/left-staff.ts).
} as const

/** Codes of other areas the ums routes answer: a staff member not found (core/errors), a saved query scheme not found (joyhr). */
export const USER_NOT_FOUND = 400203
export const SCHEME_NOT_FOUND = 410501
