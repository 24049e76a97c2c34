import { route } from '../route'
import { list, objectBody, oneOf, optional, record, str } from '../schema'
import { CALLER_REFUSALS, TENANT } from './tokens'

/**
 * An app's own update: its backend tells the portal a new version is served at the installation's manifest URL.
 * `updated`: it asked for nothing more and runs now; `needs consent`: it widens the consent (`widens` names each
 * addition) and waits for the tenant administrator, the installed version running meanwhile; `current`: no higher
 * version; `invalid`: the manifest has problems (`problems`, in the caller's language).
 */
export const updates = {
  apply: route({
    method: 'POST',
    path: '/vendor/api/app/update',
    body: objectBody({}),
    result: record({
      state: oneOf(['updated', 'current', 'needs consent', 'invalid'] as const),
      version: optional(str()),
      installed: optional(str()),
      widens: optional(list(str())),
      problems: optional(list(record({ path: str(), key: str(), message: str() }))),
    }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary:
      "Takes the app's new version from its manifest URL when it asks for nothing more than the consent in force (audited, app.updated); one that widens the consent waits for the administrator.",
    noScreen:
      'For the servers of installed vendor apps, with their access token (any token of the app; no scope needed).',
  }),
}
