/** What the table worker is given: the file's bytes, its type and the most data rows to read. */
export interface TableJob {
  bytes: Uint8Array
  type: string
  rowLimit: number
}

/**
 * What the table worker posts: non-blank rows of the first sheet (the header first) in batches, then
 * 'end'; or 'tooMany' as soon as the file has more than `rowLimit` data rows, or 'failed' when it cannot be read.
 */
export type TableMessage =
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'end' }
  | { kind: 'tooMany' }
  | { kind: 'failed'; message: string }
