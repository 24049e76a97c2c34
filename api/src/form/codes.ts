import { JOYHR } from '../access/codes'

/**
 * The form service's business codes (custom forms, their ranges and instances, 4103xx); the joyhr service's
 * perms-errors.ts takes them from here. The business type and field codes are joyhr's (its field lists answer them too).
 */
export const FORM = {
  /** formRange assignSource: an organ is already covered by another effective form of the business type. */
  rangeOverlap: 410301,
  formNotFound: 410302,
  /** A form definition that cannot be saved: a duplicate or built-in key, a select without options. */
  badFieldDefinition: 410303,
  /** formInstance create: a value that does not fit its field (type, option, required). */
  badFieldValue: 410304,
  unknownBizType: JOYHR.unknownBizType,
  unknownField: JOYHR.unknownField,
  /** A record outside the caller's data range, or not in the tenant. */
  outOfRange: 410307,
  /** A value given for a field the caller may not edit. */
  fieldNotEditable: 410308,
  /** formInstance create: the form does not apply to the record (its organ is outside the form's range). */
  formNotAssigned: 410309,
} as const
