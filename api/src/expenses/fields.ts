import { matching, text } from '../schema'

/** A day (YYYY-MM-DD), a month (YYYY-MM), a claim's, line's, receipt's, advance's or bank file's id (a UUID). */
export const DATE = matching('^\\d{4}-\\d{2}-\\d{2}$')
export const MONTH = matching('^\\d{4}-(0[1-9]|1[0-2])$')
export const uuid = () => text(36, 36)
/**
 * An amount in yuan as typed (a decimal string). More than two decimals passes the schema so the service can refuse it
 * with its own message (EXPENSES.badAmount); a sign or letters do not.
 */
export const AMOUNT = matching('^\\d{1,12}(\\.\\d{1,8})?$')
/** A category's code: lower-case letters, digits, dash or underscore. */
export const CATEGORY_CODE = matching('^[a-z][a-z0-9_-]{0,29}$')
/** The file centre's file id (a UUID) of an upload. */
export const FILE_ID = matching('^[0-9a-f-]{36}$')
export const PROJECT = text(60)
