/** A part of a plain-text message: text as it is, or a link into the portal the text named by its full address. */
export type BodyPart = { text: string } | { path: string }

/**
 * Splits an app message's plain text into lines of text and links: a line that is only an address of this portal
 * (the notify service ends each notice with the address of what it is about, e.g. the payslips page; the workflow's
 * notices with the request's path, /portal/approval/center/requests/<id>) becomes a link to that page, opened in the
 * portal itself; any other address stays text, never a link.
 */
export function bodyParts(body: string, origin: string): BodyPart[] {
  const parts: BodyPart[] = []
  let text = ''
  for (const line of body.split('\n')) {
    const path = portalPathOf(line.trim(), origin)
    if (path === null) {
      text = text ? `${text}\n${line}` : line
      continue
    }
    if (text) parts.push({ text })
    text = ''
    parts.push({ path })
  }
  if (text) parts.push({ text })
  return parts
}

function portalPathOf(line: string, origin: string): string | null {
  // The workflow's notices name the request by its path.
  if (/^\/portal\/[^\s/][^\s]*$/.test(line))
    return new URL(line, origin).pathname === line.split(/[?#]/)[0] ? line : null
  if (!/^https?:\/\/\S+$/.test(line)) return null
  let url: URL
  try {
    url = new URL(line)
  } catch {
    return null
  }
  if (url.origin !== origin || !url.pathname.startsWith('/portal/')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
