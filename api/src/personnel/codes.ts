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
/** An account name taken (core/errors accountTaken: the people commands' refusal when another onboarding took it first). */
export const ACCOUNT_TAKEN = 400904
export const SCHEME_NOT_FOUND = 410501
/** The quick filters' refusals (master data, 412111–412116: a field not offered, a bad text, choice, date or unit, a malformed set). */
export const QUICK_FILTER_ERRORS = [412111, 412112, 412113, 412114, 412115, 412116]

/** Organisation editing, post categories, posts and positions (4104xx); the gateway's ums/org/errors.ts takes them from here. */
export const ORG = {
  /** No such unit, category, post or position in the session's tenant. */
  notFound: 410401,
  /** A move under the unit itself or one of its descendants. */
  moveCycle: 410402,
  /** Deleting a unit that has units below it or staff in it. */
  organInUse: 410403,
  /** A name taken in its scope (siblings, the tenant's categories, a category's posts, a unit's positions). */
  nameTaken: 410404,
  /** Deleting a category, post or position that is still used. */
  inUse: 410405,
  /** The root unit cannot be moved or deleted. */
  rootFixed: 410406,
  /** A position in a unit its post is not bound to. */
  postNotForOrgan: 410407,
} as const

/** Self-service on one's own record (4119xx); the gateway's personnel/self-service/errors.ts takes them from here. */
export const SELF_SERVICE = {
  /** A proposal of a field HR has not opened for self-service. */
  fieldNotOpen: 411901,
  /** A proposal of a field that already has one waiting for HR. */
  proposalPending: 411902,
  /** No such proposal in the session's tenant, or not one the caller may see. */
  proposalNotFound: 411903,
  /** Opening a field that is not a record field staff may be offered. */
  fieldNotOpenable: 411904,
} as const

/** Certificates staff ask for (4119xx, from 411911); the gateway's personnel/certificates/errors.ts takes them from here. */
export const CERTIFICATE = {
  /** A certificate asked for someone other than the caller. */
  notYours: 411911,
  /** No such certificate of the caller (or one they may see), or not issued yet. */
  notFound: 411912,
  /** A template with a placeholder that is not one of the kind's, or an empty title or body. */
  badTemplate: 411913,
  /** An income certificate without published pay in the months asked. */
  noIncome: 411914,
  /** The machine has no font for the certificate's text. */
  noFont: 411915,
  /** A verification code that names no certificate (nothing about anybody is said). */
  notVerified: 411916,
  /** A certificate of the same kind is already waiting for HR. */
  pending: 411917,
} as const

/** Personal documents on a record (4119xx, from 411921); the gateway's personnel/documents/errors.ts takes them from here. */
export const DOCUMENT = {
  /** A file type a personal document may not be (PDF, JPEG and PNG only), or a document type not in the tenant's list. */
  typeNotAllowed: 411921,
  /** A file over the personal document limit. */
  tooLarge: 411922,
  /** The file is not one the caller uploaded to the file centre. */
  fileNotFound: 411923,
  /** No such document on a record the caller may see. */
  notFound: 411924,
  /** An expiry date that is no date. */
  badExpiry: 411925,
} as const

/** Onboarding checklists (4119xx, from 411961); the gateway's personnel/onboarding/errors.ts takes them from here. */
export const ONBOARDING = {
  /** A template or task that does not hold (empty name or title, unknown role or account, a department or position not
   * of the tenant, an offset out of range, a document type not offered). */
  badTemplate: 411961,
  /** No such template in the session's tenant. */
  templateNotFound: 411962,
  /** No such task in the session's tenant that the caller may see. */
  taskNotFound: 411963,
  /** The task is done already. */
  alreadyDone: 411964,
  /** An upload task without a document of its type on the hire's record, or a form task with a field left empty. */
  badCompletion: 411965,
} as const
