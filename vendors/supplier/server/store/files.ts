import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The documents' files, one folder per tenant, each file named by its document id (never by the uploaded name). */
export interface FileStore {
  write(tenant: number, id: number, bytes: Buffer): Promise<void>
  read(tenant: number, id: number): Promise<Buffer>
  remove(tenant: number, id: number): Promise<void>
}

/** Files under `root/<tenant id>/<document id>`; a write lands whole or not at all (temporary file, then rename). */
export function diskFiles(root: string): FileStore {
  const path = (tenant: number, id: number) => join(root, String(tenant), String(id))
  return {
    async write(tenant, id, bytes) {
      await mkdir(join(root, String(tenant)), { recursive: true })
      const temporary = `${path(tenant, id)}.part`
      await writeFile(temporary, bytes)
      await rename(temporary, path(tenant, id))
    },
    read: (tenant, id) => readFile(path(tenant, id)),
    remove: (tenant, id) => rm(path(tenant, id), { force: true }),
  }
}
