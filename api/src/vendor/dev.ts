import { route } from '../route'
import { list, nullable, objectBody, record, str, text, Type } from '../schema'
import { VENDOR } from './codes'

const TENANT = "the session tenant's installed apps and the session's own builds (services/vendor/dev/routes.test.ts)"
const CODE = Type.String({ minLength: 1, maxLength: 41, pattern: '^[a-z][a-z0-9-]*$' })

/** An installed app in developer mode: `devUrl`, the session's own build it runs instead (null: the installed one). */
export const devApp = record({ code: str(), title: str(), version: str(), entry: str(), devUrl: nullable(str()) })

/**
 * Developer mode: a developer points an app installed in their tenant at a build of their own (a local dev server) for
 * their own session only; nobody else's frame changes. Each change is audited.
 */
export const dev = {
  list: route({
    method: 'POST',
    path: '/vendor/web/apps/dev/list',
    body: objectBody({}),
    result: list(devApp),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's installed apps with the session's own build of each, if any.",
  }),
  set: route({
    method: 'POST',
    path: '/vendor/web/apps/dev/set',
    body: objectBody({ code: CODE, url: text(500, 1) }, ['code', 'url']),
    result: record({ code: str(), devUrl: str() }),
    errors: [VENDOR.notFound],
    tenant: TENANT,
    summary: "Runs the session's own build (a local address) instead of an installed app.",
  }),
  clear: route({
    method: 'POST',
    path: '/vendor/web/apps/dev/clear',
    body: objectBody({ code: CODE }, ['code']),
    result: record({ code: str(), devUrl: Type.Null() }),
    errors: [],
    tenant: TENANT,
    summary: 'Back to the installed build of an app, for the session.',
  }),
}
