import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ObjectNotFoundError, checkKey, type ObjectStore } from './types'

/** The embedded object store: one file per object under `root` (the data directory's `objects/`). */
export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => join(root, checkKey(key))
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, body)
    },
    async get(key, range) {
      const file = fileOf(key)
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) throw new ObjectNotFoundError(`No object ${key}`)
      return createReadStream(file, range)
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    presignedGet: async () => null,
  }
}
