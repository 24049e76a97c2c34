/**
 * SQL text for SQLite that keeps a prepared statement prepared.
 *
 * While SQLite plans a statement, it may look at the value bound to a placeholder: an equality's value (is it 0 or
 * 1?), a LIKE pattern (does it start with a wildcard?), a LIMIT or OFFSET. It then marks the statement to be prepared
 * again when that placeholder is bound anew. better-sqlite3 clears a statement's bindings after each run, and SQLite
 * treats every clear of a marked statement as such a change: the statement is parsed and planned again at every run,
 * which costs more than running a small indexed query.
 *
 * The text is therefore rewritten so that SQLite never looks at a placeholder's value while planning:
 * - `= ?`, `== ?`, `like ?` and `glob ?` become `= +?` (a unary plus leaves the value, its type and the comparison's
 *   affinity as they were; the column's index is still used);
 * - `limit ?` and `offset ?` become `limit cast(? as integer)`.
 * Placeholders keep their order, so the parameters are bound as before. Quoted text and comments are left alone.
 */
export function stableText(text: string): string {
  let out = ''
  let copied = 0
  /** The last word or operator before the current position (lower case), outside quotes and comments. */
  let before = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      i = afterQuoted(text, i, c === '[' ? ']' : c)
      before = 'quoted'
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i)
      i = end < 0 ? text.length : end + 1
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end < 0 ? text.length : end + 2
    } else if (c === '?') {
      let end = i + 1
      while (end < text.length && isDigit(text[end]!)) end++
      const placeholder = text.slice(i, end)
      const replaced = replacement(before, placeholder)
      if (replaced !== placeholder) {
        out += text.slice(copied, i) + replaced
        copied = end
      }
      before = '?'
      i = end
    } else if (isWordStart(c)) {
      let end = i + 1
      while (end < text.length && isWordPart(text[end]!)) end++
      before = text.slice(i, end).toLowerCase()
      i = end
    } else if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++
    } else {
      before = TWO_CHARACTER_OPERATORS.has(text.slice(i, i + 2)) ? text.slice(i, i + 2) : c
      i += before.length
    }
  }
  return copied === 0 ? text : out + text.slice(copied)
}

/** Operators of two characters: `>= ?` is a range, not an equality. */
const TWO_CHARACTER_OPERATORS = new Set(['==', '>=', '<=', '!=', '<>', '||', '<<', '>>', '->'])
const VALUE_LOOKED_AT = new Set(['=', '==', 'like', 'glob'])
const COUNT_LOOKED_AT = new Set(['limit', 'offset'])

function replacement(before: string, placeholder: string): string {
  if (VALUE_LOOKED_AT.has(before)) return `+${placeholder}`
  if (COUNT_LOOKED_AT.has(before)) return `cast(${placeholder} as integer)`
  return placeholder
}

/** The index just after the quoted text opened at `start` (a doubled closing quote stays inside). */
function afterQuoted(text: string, start: number, close: string): number {
  let i = start + 1
  while (i < text.length) {
    if (text[i] === close) {
      if (close !== ']' && text[i + 1] === close) {
        i += 2
        continue
      }
      return i + 1
    }
    i++
  }
  return text.length
}

const isDigit = (c: string) => c >= '0' && c <= '9'
const isWordStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c > '\u007f'
const isWordPart = (c: string) => isWordStart(c) || isDigit(c) || c === '$'
