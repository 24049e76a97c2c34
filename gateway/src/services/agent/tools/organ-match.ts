import type { OrganTable } from '../../../core/db/types'

/** Lower case, 'center' read as 'centre', spaces and '&' spacing normalised. */
export const normaliseName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/center/g, 'centre')
    .replace(/\s*&\s*/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** The unit named in `text` (Chinese or English name, the longest match wins), or undefined. */
export function findOrganIn(organs: OrganTable[], text: string): OrganTable | undefined {
  const haystack = normaliseName(text)
  let best: { organ: OrganTable; length: number } | undefined
  for (const organ of organs) {
    for (const name of [organ.name, organ.name_en ?? '']) {
      const needle = normaliseName(name)
      if (needle.length >= 2 && haystack.includes(needle) && (!best || needle.length > best.length))
        best = { organ, length: needle.length }
    }
  }
  return best?.organ
}
