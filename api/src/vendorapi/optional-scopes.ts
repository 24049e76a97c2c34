import { route } from '../route'
import { dict, list, objectBody, oneOf, record, Type } from '../schema'
import { CALLER_REFUSALS, TENANT } from './tokens'

/** Where an asked scope stands: waiting for the administrator, consented, refused, or not offered by the manifest. */
export const ASK_ANSWERS = ['asked', 'consented', 'refused', 'not optional'] as const

/**
 * Optional data scopes (manifest `optionalScopes`) an app asks for while it runs: the tenant administrator sees each
 * on the Apps page and consents or refuses; a consented scope holds for the app's tokens at their next call.
 */
export const optionalScopes = {
  request: route({
    method: 'POST',
    path: '/vendor/api/scopes/request',
    body: objectBody(
      { scopes: Type.Array(Type.String({ maxLength: 60 }), { minItems: 1, maxItems: 20, uniqueItems: true }) },
      ['scopes'],
    ),
    result: record({ scopes: dict(oneOf(ASK_ANSWERS)), consented: list(Type.String()) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary:
      "Asks the tenant's administrator for optional data scopes of the app's manifest; answers where each stands and the scopes consented now. Audited.",
    noScreen:
      'For the servers of installed vendor apps, with their access token (any token of the app; no scope needed).',
  }),
}
