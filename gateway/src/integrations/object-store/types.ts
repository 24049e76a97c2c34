import type { Readable } from 'node:stream'

/** Where uploaded files live: the local disk (embedded default) or an S3-compatible store. */
export interface ObjectStore {
  /** 'local' (under the data directory) or 's3' (OBJECT_STORE_ENDPOINT …). */
  kind: 'local' | 's3'
  /** Writes an object (multipart upload on S3). */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Reads an object, or the bytes `range.start` to `range.end` (included) of it; rejects with ObjectNotFoundError when there is none. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>
  /** Removes an object; a missing object is not an error. */
  remove(key: string): Promise<void>
  /**
   * A presigned GET address valid `seconds` (S3 only); null when the gateway signs its own links.
   * `fileName` becomes the attachment's name.
   */
  presignedGet(key: string, fileName: string, seconds: number): Promise<string | null>
}

/** The object asked for is not in the store. */
export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError'
}

/** Object keys are relative paths of plain segments: no `..`, no leading slash, no backslash. */
export function checkKey(key: string): string {
  if (
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '.' || part === '..')
  ) {
    throw new Error(`Bad object key "${key}"`)
  }
  return key
}
