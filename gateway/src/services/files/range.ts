/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The single range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the
 * suffix `bytes=-n`; the end is capped at the last byte. 'whole' when there is no header, it is not a plain single
 * byte range (a server may then send the whole file), and 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return 'whole'
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (match[2] !== '' && Number(match[2]) < start) return 'whole'
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
