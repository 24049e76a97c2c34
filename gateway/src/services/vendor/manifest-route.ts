import { findClashes, validateManifest, type ManifestError } from '@hr-portal/manifest'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { registryEntries } from '../../apps/registry'
import { requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { langOf } from '../../core/lang'
import { serve } from '../../core/http/serve'
import { sayManifestError } from './manifest-texts'

/** Role administration: the tenant administrator's function, who grants the apps' functions to roles. */
const ADMIN_FUNCTION = '1003'

/**
 * Checks a vendor's manifest.json with the gateway's own validator and answers every error (path, stable key,
 * message in the caller's language); also names a code an installed app already holds.
 */
export function manifestRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.vendor.manifests.validate,
    { bodyLimit: 64 * 1024, preHandler: requireFunction(ctx, ADMIN_FUNCTION) },
    async (request) => {
      const lang = langOf(request, request.body.lang)
      const result = validateManifest(request.body.manifest)
      const errors: ManifestError[] = [...result.errors]
      const manifest = result.manifest
      if (manifest) {
        // Another installed app's code (an update of the same app keeps its own); function ids follow the code.
        const installed = registryEntries
          .filter((entry) => entry.name !== manifest.name)
          .map((entry) => ({ name: entry.name, code: entry.code, menus: [] }))
        errors.push(...(findClashes([...installed, manifest]).get(installed.length) ?? []))
      }
      return ok({
        valid: errors.length === 0,
        errors: errors.map((error) => ({ path: error.path, key: error.key, message: sayManifestError(lang, error) })),
      })
    },
  )
}
