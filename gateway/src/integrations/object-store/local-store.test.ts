import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { localStore } from './local-store'
import { ObjectNotFoundError } from './types'

const read = async (stream: Readable) => {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(Buffer.from(part))
  return Buffer.concat(parts)
}

describe('local object store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-store-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads an object whole or a byte range of it, both ends included', async () => {
    const store = localStore(dir)
    await store.put('files/2024/01/02/clip.bin', Buffer.from('0123456789'), 'application/octet-stream')
    expect((await read(await store.get('files/2024/01/02/clip.bin'))).toString()).toBe('0123456789')
    expect((await read(await store.get('files/2024/01/02/clip.bin', { start: 2, end: 5 }))).toString()).toBe('2345')
    expect((await read(await store.get('files/2024/01/02/clip.bin', { start: 9, end: 9 }))).toString()).toBe('9')
    await store.remove('files/2024/01/02/clip.bin')
    await expect(store.get('files/2024/01/02/clip.bin', { start: 0, end: 1 })).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    )
  })
})
