import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { manifestProblems } from '../../apps/registry'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOf } from '../../core/lang'
import { sayManifestError } from '../vendor'
import { requireOperator } from './operator-guard'

/** The built manifests the gateway refused at start, or whose menus it could not add, with every error. */
export function appProblemRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.operations.operations.appProblems, { preValidation: requireOperator(ctx) }, async (request) => {
    const lang = langOf(request, request.body.lang)
    return ok(
      manifestProblems.map((problem) => ({
        file: problem.file,
        refused: problem.refused,
        errors: problem.errors.map((error) => ({
          path: error.path,
          key: error.key,
          message: sayManifestError(lang, error),
        })),
      })),
    )
  })
}
