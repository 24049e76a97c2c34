// Platform XML messages come from outside, some before any signature is checked: they are read by position
// (indexOf), never by a regular expression, so reading takes time in proportion to the text at most.

const CDATA_OPEN = '<![CDATA['
const CDATA_CLOSE = ']]>'

/**
 * Reads one element's text from a flat platform XML message: `<Tag><![CDATA[v]]></Tag>` or `<Tag>v</Tag>` (the first
 * such element; whitespace around the value dropped). null when the element is missing, unclosed or holds elements.
 */
export function xmlField(xml: string, tag: string): string | null {
  const open = `<${tag}>`
  const start = xml.indexOf(open)
  if (start < 0) return null
  const end = xml.indexOf(`</${tag}>`, start + open.length)
  if (end < 0) return null
  const inner = xml.slice(start + open.length, end).trim()
  if (inner.startsWith(CDATA_OPEN)) {
    if (!inner.endsWith(CDATA_CLOSE)) return null
    // A value holding "]]>" is sent as adjacent sections (cdata below): they join.
    return inner.slice(CDATA_OPEN.length, -CDATA_CLOSE.length).split(`${CDATA_CLOSE}${CDATA_OPEN}`).join('')
  }
  return inner.includes('<') ? null : decodeEntities(inner)
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
}

/** Wraps a value as CDATA, splitting any "]]>" inside it. */
export function cdata(value: string): string {
  return `${CDATA_OPEN}${value.replaceAll(CDATA_CLOSE, `]]${CDATA_CLOSE}${CDATA_OPEN}>`)}${CDATA_CLOSE}`
}
