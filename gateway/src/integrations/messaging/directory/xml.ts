/** Reads one element's text from a flat platform XML message: `<Tag><![CDATA[v]]></Tag>` or `<Tag>v</Tag>`. */
export function xmlField(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))\\s*</${tag}>`).exec(xml)
  if (!match) return null
  return match[1] ?? decodeEntities(match[2] ?? '')
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
}

/** Wraps a value as CDATA, splitting any "]]>" inside it. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
}
