// Leaving's business codes, kept beside its routes (leaving.ts, which exports them with the contract).

/** Leaving (4119xx, from 411991); the gateway's personnel/leaving/errors.ts takes them from here. */
export const LEAVING = {
  /** No such case (or staff member) in the session's tenant that the caller may see. */
  notFound: 411991,
  /** The person has a resignation or termination waiting or under way already. */
  pending: 411992,
  /** A last day that is no date, or before the person's entry date. */
  beforeEntry: 411993,
  /** The person has left already. */
  hasLeft: 411994,
  /** A step the case's state does not allow, or one the caller may not take. */
  wrongStep: 411995,
  /** No salary group pays the person in the month of their last day, or they have no salary profile for it. */
  noSalaryGroup: 411996,
  /** Compensation is owed but the tenant has set no local average wage (a city) to cap and tax it by. */
  noCityWage: 411997,
  /** The settlement was paid already (it is never paid twice). */
  paid: 411998,
  /** An amount that is no amount or negative, or a city not in the tenant's list. */
  badAmount: 411999,
  /** The leaver's record has no e-mail address to send the termination certificate to. */
  noEmail: 411989,
  /** The mail server did not take the certificate's mail (not configured, or it refused). */
  mailFailed: 411990,
} as const
