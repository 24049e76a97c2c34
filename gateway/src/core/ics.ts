import ICAL from 'ical.js'
import { cleanLine, cleanParagraph } from './text/clean-text'

/**
 * The gateway writes iCalendar (.ics) with ical.js, through this module. ical.js escapes text values (\\ ; , and line
 * breaks as \n) and folds by UTF-8 octets, never inside a character; it ends a folded line once it holds foldLength
 * octets and starts the next with a space, so at 74 every line, the space included, keeps within RFC 5545's 75
 * octets (its default of 75 made continuation lines 76).
 */
const FOLD_OCTETS = 74

export { ICAL }

/** A calendar as RFC 5545 text: every content line within 75 octets and ending with CRLF, the last one too. */
export function icsText(calendar: ICAL.Component): string {
  ICAL.foldLength = FOLD_OCTETS
  return `${calendar.toString()}\r\n`
}

/**
 * Text for a one-line value (a summary, a place): no control or bidirectional characters, whatever the database holds
 * (ical.js would write a CR or a NUL as it is).
 */
export const icsLine = cleanLine

/**
 * Text for a parameter (a name in CN=): one line, and a double quote, which RFC 5545 does not allow in a parameter,
 * as a single one (ical.js would write RFC 6868's ^', which many calendars show as it is).
 */
export const icsParameter = (text: string): string => cleanLine(text).replaceAll('"', "'")

/** Text for a value of several lines (a description): its lines kept, written as \n by ical.js. */
export const icsParagraph = cleanParagraph
