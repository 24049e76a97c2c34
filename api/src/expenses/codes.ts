/** The expenses service's business codes (4132xx); the gateway's expenses/errors.ts takes them from here. */
export const EXPENSES = {
  /** No claim of this id in the caller's tenant that the caller may see. */
  notFound: 413201,
  /** The claim is no longer a draft (submitted, approved, paid …): it cannot be changed. */
  notEditable: 413202,
  /** A line is refused by the policy (a limit that refuses, a future date, a disabled category …): see the message. */
  policyRefused: 413203,
  /** An amount that is not a positive number, or has more than two decimals. */
  badAmount: 413204,
  /** A line's date is after today. */
  futureDate: 413205,
  /** The category is unknown or disabled. */
  unknownCategory: 413206,
  /** A receipt that is not an image (JPEG, PNG) or a PDF. */
  receiptType: 413207,
  /** A receipt of zero bytes. */
  receiptEmpty: 413208,
  /** A receipt over the largest size. */
  receiptTooLarge: 413209,
  /** The file is not one of the caller's uploads in the file centre. */
  fileNotFound: 413210,
  /** A claim is submitted without lines. */
  noLines: 413211,
  /** A claim may only be made for oneself. */
  notForOthers: 413212,
  /** No advance of this id the caller may see. */
  advanceNotFound: 413213,
  /** The advance is not approved and open (nothing left to settle). */
  advanceNotOpen: 413214,
  /** The claim or advance is not waiting for approval: it cannot be withdrawn. */
  notWithdrawable: 413215,
  /** A category's code or names are missing, malformed or taken. */
  badCategory: 413216,
  /** No limit of this id. */
  limitNotFound: 413217,
  /** The claim is not approved and unpaid (already paid, scheduled or not approved). */
  notPayable: 413218,
  /** No bank file of this id. */
  batchNotFound: 413219,
  /** A period whose start is after its end, or longer than the longest report. */
  badPeriod: 413220,
  /** No receipt of this id on the claim. */
  receiptNotFound: 413221,
  /** The caller has no staff record, so cannot claim. */
  noStaff: 413222,
  /** A month that is not YYYY-MM or is already paid by payroll. */
  badMonth: 413223,
  /** A limit's amount, period or action is not valid. */
  badLimit: 413224,
} as const
