/**
 * The one rule for text people and apps send the gateway (names, titles, free text): what a screen, a PDF, a CSV cell
 * or an .ics line would show other than as written is taken out at the boundary: the gateway applies it to every string
 * a route's schema declares (gateway/src/core/http/text-keyword.ts), the bridge to every text an app sends the shell
 * (bridge/src/contract/values.ts).
 *
 * - Control characters (C0, DEL, C1): a PDF shows them as boxes, a CSV reader or a calendar as line breaks or worse.
 * - Bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E, U+200F and
 *   U+061C): they reorder what follows, so "Refund \u202Eredro\u202C 100" reads as "Refund 100 order".
 *
 * A line (`cleanLine`: a name, a title, a code) turns line breaks and tabs into a space; a paragraph (`cleanParagraph`:
 * a reason, a comment, a description) keeps its line breaks (as \n) and tabs.
 */

const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069'
/** Controls other than tab, LF and CR, DEL, the C1 controls, and the bidirectional controls. */
const DROPPED = `\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}`
const BREAKS = '\\t\\n\\r\\u2028\\u2029'

const UNCLEAN_LINE = new RegExp(`[${DROPPED}${BREAKS}]`)
const UNCLEAN_PARAGRAPH = new RegExp(`[${DROPPED}\\r\\u2028\\u2029]`)
const DROP = new RegExp(`[${DROPPED}]`, 'g')

/** A line of text: line breaks and tabs become one space each (CRLF one), other controls and bidi controls go. */
export function cleanLine(text: string): string {
  if (!UNCLEAN_LINE.test(text)) return text
  return text
    .replace(DROP, '')
    .replace(/\r\n/g, ' ')
    .replace(/[\t\n\r\u2028\u2029]/g, ' ')
}

/** Free text of several lines: CRLF, CR and the Unicode separators become \n, tabs stay, other controls and bidi controls go. */
export function cleanParagraph(text: string): string {
  if (!UNCLEAN_PARAGRAPH.test(text)) return text
  return text.replace(DROP, '').replace(/\r\n?|[\u2028\u2029]/g, '\n')
}

/** How a declared string is cleaned: as a line (the default) or as a paragraph. */
export type TextKind = 'line' | 'paragraph'

export const cleanText = (text: string, kind: TextKind): string =>
  kind === 'paragraph' ? cleanParagraph(text) : cleanLine(text)
