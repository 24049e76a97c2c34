import { route } from '../route'
import { bool, list, objectBody, record, Type } from '../schema'
import { LANG, problem } from './installs'

/** A vendor's manifest.json checked by the gateway's own validator (role administration, function 1003). */
export const manifests = {
  validate: route({
    method: 'POST',
    path: '/vendor/web/manifest/validate',
    body: objectBody(
      { manifest: Type.Unsafe<Record<string, unknown>>({ type: 'object', maxProperties: 40 }), lang: LANG },
      ['manifest'],
    ),
    result: record({ valid: bool(), errors: list(problem) }),
    errors: [],
    tenant: {
      none: 'checks the manifest it is given against the installed apps, which are global; no tenant rows (manifest-route.test.ts)',
    },
    summary:
      "Every error of a manifest (path, stable key, message in the caller's language), and a code another app holds.",
  }),
}
