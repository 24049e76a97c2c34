import { schemaErrors } from './schema-check'
import { semanticErrors } from './semantic'
import type { Manifest, ManifestError } from './types'

/** Where a built manifest was found: its folder must be its name, its origin its party. */
export interface ManifestPlace {
  folder?: string
  party?: 'first' | 'third'
}

export type ManifestResult = { manifest: Manifest; errors: [] } | { manifest: null; errors: ManifestError[] }

/**
 * Checks a parsed manifest.json and names every problem, not the first: the shape (JSON Schema), then what the
 * shape cannot say. The gateway, the validate route and `hr-portal-bridge validate` all call this.
 * @example validateManifest(JSON.parse(text)).errors.map(formatError)
 */
export function validateManifest(raw: unknown, place: ManifestPlace = {}): ManifestResult {
  const errors = schemaErrors(raw)
  const m = raw as Partial<Manifest> | null
  if (typeof m === 'object' && m !== null && !Array.isArray(m))
    errors.push(...semanticErrors(m as Record<string, unknown>))
  if (place.folder !== undefined && typeof m === 'object' && m !== null && m.name !== place.folder) {
    errors.push({
      path: 'name',
      key: 'nameFolder',
      message: `must equal its folder "${place.folder}"`,
      params: { folder: place.folder },
    })
  }
  if (place.party !== undefined && typeof m === 'object' && m !== null && m.party !== place.party) {
    errors.push({
      path: 'party',
      key: 'partyOrigin',
      message: `must be "${place.party}" for this origin`,
      params: { party: place.party },
    })
  }
  return errors.length ? { manifest: null, errors } : { manifest: raw as Manifest, errors: [] }
}
