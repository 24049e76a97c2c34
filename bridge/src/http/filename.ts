/**
 * The export filename of a response: the `filename` header (any case; URI-decoded), else the
 * Content-Disposition `filename*` or `filename` parameter. `undefined` when there is none.
 */
export function readFilename(headers: Headers): string | undefined {
  const direct = headers.get('filename')
  if (direct) return decode(direct)
  const disposition = headers.get('content-disposition')
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition)
  if (extended) return decode(extended[1].trim())
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition)
  if (!plain) return undefined
  const name = plain[2] ?? plain[1].trim()
  return name ? decode(name) : undefined
}

/** `true` when the response carries a filename, i.e. it is a file to be returned whole. */
export function hasFilename(headers: Headers): boolean {
  return readFilename(headers) !== undefined
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The media type without parameters, lower-cased. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
}
