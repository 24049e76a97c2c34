// Sub-apps register themselves: every built app folder with a manifest.json is read at start and checked by the
// one manifest validator (@hr-portal/manifest); a refused one is kept, with every error, for the operators.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  findClashes,
  formatError,
  validateManifest,
  type ManifestError,
  type ManifestMenu,
  type ManifestMenuEntry,
  type ManifestOtherEntry,
} from '@hr-portal/manifest'
import { recordManifestProblem, type Party, type RegistryEntry } from './registry'

export type { ManifestMenu, ManifestOtherEntry }

export interface AppManifestFile extends RegistryEntry {
  version: string
  menus: ManifestMenu[]
  /** First-party: the app's own menu entry's fixed id and place (apps/menu-sync.ts). */
  menuEntry?: ManifestMenuEntry
  /** First-party: further entries the app's items are listed under (the home and personal centre entries). */
  otherMenuEntries?: ManifestOtherEntry[]
  /** A development tool (the UI gallery): run in development (demo) mode only (development-apps.ts). */
  development?: boolean
}

/** Checks one manifest found in `folder` of the `party` origin; answers the entry or every error. */
export function parseManifest(raw: unknown, folder: string, party: Party): AppManifestFile | ManifestError[] {
  const { manifest: m, errors } = validateManifest(raw, { folder, party })
  if (!m) return errors
  return {
    code: m.code,
    name: m.name,
    version: m.version,
    party: m.party,
    titleZh: m.title['zh-CN'],
    titleEn: m.title.en,
    capabilities: m.capabilities,
    menus: m.menus,
    ...(m.menuEntry ? { menuEntry: m.menuEntry } : {}),
    ...(m.otherMenuEntries?.length ? { otherMenuEntries: m.otherMenuEntries } : {}),
    ...(m.scopes ? { scopes: m.scopes } : {}),
    ...(m.sandbox ? { sandbox: m.sandbox } : {}),
    ...(m.allow ? { allow: m.allow } : {}),
    ...(m.handshakeTimeout ? { handshakeTimeout: m.handshakeTimeout } : {}),
    ...(m.intents && Object.keys(m.intents).length ? { intents: m.intents } : {}),
    ...(m.events ? { events: m.events } : {}),
    ...(m.preload === false ? { preload: false } : {}),
    ...(m.development ? { development: true } : {}),
    ...(m.widgets?.length ? { widgets: m.widgets } : {}),
  }
}

/** Drops the manifests that claim an app code or function id an earlier one holds; each is refused by name. */
export function withoutClashes(
  found: Array<{ file: string; manifest: AppManifestFile }>,
  refuse: (file: string, errors: ManifestError[]) => void,
): AppManifestFile[] {
  const clashes = findClashes(found.map((f) => f.manifest))
  found.forEach((f, index) => {
    const errors = clashes.get(index)
    if (errors) refuse(f.file, errors)
  })
  return found.filter((_, index) => !clashes.has(index)).map((f) => f.manifest)
}

/**
 * Reads every `<distDir>/apps/<name>/manifest.json` (each folder in name order): the first-party apps. Vendor apps
 * are never read from the build: a tenant installs them from their own origin (services/vendor).
 * A refused one is logged and recorded (registry.ts `manifestProblems`) with every error, and not registered.
 */
export function loadManifests(distDir: string, log: (message: string) => void = console.warn): AppManifestFile[] {
  const found: Array<{ file: string; manifest: AppManifestFile }> = []
  const refuse = (file: string, errors: ManifestError[]) => {
    log(`[registry] ${file} refused: ${errors.map(formatError).join('; ')}`)
    recordManifestProblem({ file, refused: true, errors })
  }
  const dir = join(distDir, 'apps')
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const file = `apps/${name}/manifest.json`
    if (!existsSync(join(distDir, file))) continue
    let parsed: AppManifestFile | ManifestError[]
    try {
      parsed = parseManifest(JSON.parse(readFileSync(join(distDir, file), 'utf8')), name, 'first')
    } catch (error) {
      parsed = [{ path: '', key: 'unreadable', message: `is not readable JSON: ${(error as Error).message}` }]
    }
    if (Array.isArray(parsed)) refuse(file, parsed)
    else found.push({ file, manifest: parsed })
  }
  return withoutClashes(found, refuse)
}
