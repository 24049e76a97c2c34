// The portal's own apps' manifests, bundled with the gateway: their menus are the first-party menu catalogue, synced
// into the menu table by the seed and at every start (menu-sync.ts) without a build. A test checks every
// apps/<x>/manifest.json is listed here.
import { formatError } from '@hr-portal/manifest'
import aiAgent from '../../../apps/ai-agent/manifest.json'
import approval from '../../../apps/approval/manifest.json'
import attendance from '../../../apps/attendance/manifest.json'
import biReport from '../../../apps/bi-report/manifest.json'
import expenses from '../../../apps/expenses/manifest.json'
import gallery from '../../../apps/gallery/manifest.json'
import masterdata from '../../../apps/masterdata/manifest.json'
import operations from '../../../apps/operations/manifest.json'
import outsourcing from '../../../apps/outsourcing/manifest.json'
import performance from '../../../apps/performance/manifest.json'
import personnel from '../../../apps/personnel/manifest.json'
import recruitment from '../../../apps/recruitment/manifest.json'
import report from '../../../apps/report/manifest.json'
import salary from '../../../apps/salary/manifest.json'
import scheduling from '../../../apps/scheduling/manifest.json'
import system from '../../../apps/system/manifest.json'
import tax from '../../../apps/tax/manifest.json'
import training from '../../../apps/training/manifest.json'
import { appsForMode } from './development-apps'
import { parseManifest, type AppManifestFile } from './manifests'

/** The raw manifests, in folder name order. */
export const FIRST_PARTY_MANIFESTS: unknown[] = [
  aiAgent,
  approval,
  attendance,
  biReport,
  expenses,
  gallery,
  masterdata,
  operations,
  outsourcing,
  performance,
  personnel,
  recruitment,
  report,
  salary,
  scheduling,
  system,
  tax,
  training,
]

let parsed: AppManifestFile[] | undefined

/** Every first-party manifest, checked (a refused one is a programmer's mistake: it throws). */
export function firstPartyCatalogue(): AppManifestFile[] {
  parsed ??= FIRST_PARTY_MANIFESTS.map((raw) => {
    const name = (raw as { name: string }).name
    const manifest = parseManifest(raw, name, 'first')
    if (Array.isArray(manifest)) throw new Error(`apps/${name}/manifest.json: ${manifest.map(formatError).join('; ')}`)
    return manifest
  })
  return parsed
}

/** The first-party apps whose menus a database of this mode holds: development tools only in demo mode. */
export const firstPartyManifests = (demo: boolean): AppManifestFile[] => appsForMode(firstPartyCatalogue(), demo).run
