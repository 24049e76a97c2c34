import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatError } from '@hr-portal/manifest'
import { parseManifest, type AppManifestFile } from '../apps/manifests'

const appsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../apps')

/** The manifests of the repository's apps, as a build would place them; for tests without a build. */
export function sourceManifests(): AppManifestFile[] {
  return readdirSync(appsDir)
    .filter((dir) => existsSync(join(appsDir, dir, 'manifest.json')))
    .map((dir) => {
      const raw = JSON.parse(readFileSync(join(appsDir, dir, 'manifest.json'), 'utf8'))
      const parsed = parseManifest(raw, raw.name, raw.party)
      if (Array.isArray(parsed)) throw new Error(`apps/${dir}/manifest.json: ${parsed.map(formatError).join('; ')}`)
      return parsed
    })
}
