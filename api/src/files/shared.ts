import { int, integer, list, matching, objectBody, record, str, text } from '../schema'

/** A file's or task's id. */
export const uuid = () => matching('^[0-9a-f-]{36}$')
/** Largest page of a list. */
export const MAX_PAGE_ROWS = 100
export const pageField = () => int(1, 100_000)
export const rowsField = () => int(1, MAX_PAGE_ROWS)

/** §3 uploaded file result, plus the record's id, size and type. */
export const fileResult = record({
  id: str(),
  fileName: str(),
  /** Object key in the store (§9 path rule). */
  filePath: str(),
  /** Signed temporary link (about 1 day, no session needed). */
  fileUrl: str(),
  /** Download with the session (the §7 blob download). */
  downloadUrl: str(),
  size: integer(),
  type: str(),
  createdAt: integer(),
})

/** A page of the caller's files. */
export const filePage = record({ total: integer(), page: integer(), totalPage: integer(), rows: list(fileResult) })
export const pageBody = () => objectBody({ page: pageField(), rows: rowsField(), keyword: text(100) })

/** The parameters of a signed link (t tenant, f file, e expiry, s signature), checked by the handler. */
export const linkQuery = () => objectBody({ t: text(12), f: text(36), e: text(14), s: text(64) })
