import { route } from '../route'
import { bool, integer, list, literal, matching, nullable, objectBody, oneOf, record, str } from '../schema'
import { WEBHOOKS } from './codes'

/** An app code, as the manifest schema has it. */
const CODE = matching('^[a-z][a-z0-9-]{0,40}$')
const TENANT =
  "the session tenant's installations only: tenant 2 never sees tenant 1's deliveries, secrets or deletions (services/webhooks/webhooks.test.ts)"

/** One delivery as the Apps page lists it: the event, where it stands, and its last try. */
export const deliveryRow = record({
  id: str(),
  topic: str(),
  status: oneOf(['pending', 'delivered', 'failed']),
  attempts: integer(),
  /** The HTTP status of the last try, or null (no answer). */
  lastStatus: nullable(integer()),
  lastError: nullable(str()),
  createdAt: integer(),
  triedAt: nullable(integer()),
  /** When the next try runs, while pending. */
  nextAt: nullable(integer()),
})

/** A deletion asked of a vendor at uninstall, and whether and when it was confirmed. */
export const deletionRow = record({
  id: str(),
  code: str(),
  requestedAt: integer(),
  deadlineAt: integer(),
  confirmedAt: nullable(integer()),
  /** The app's pseudonymous ids are kept if it is installed again. */
  keepIds: bool(),
})

/**
 * Signed webhooks of installed apps (function 1007 for the administrator's routes): an installation's address, its
 * secret (shown once, rotated on demand), its delivery log and a test event; the data deletions asked at uninstall;
 * and the vendor's signed confirmation of a deletion.
 */
export const webhooks = {
  deliveries: {
    log: route({
      method: 'POST',
      path: '/vendor/web/apps/webhooks/log',
      body: objectBody({ code: CODE }, ['code']),
      result: record({
        url: nullable(str()),
        topics: list(str()),
        secretShown: bool(),
        rows: list(deliveryRow),
      }),
      errors: [WEBHOOKS.notInstalled],
      tenant: TENANT,
      summary:
        "An installed app's webhook address and topics, whether its secret was shown, and its last 50 deliveries.",
    }),
    secret: route({
      method: 'POST',
      path: '/vendor/web/apps/webhooks/secret',
      body: objectBody({ code: CODE, rotate: bool() }, ['code']),
      result: record({ secret: str() }),
      errors: [WEBHOOKS.notInstalled, WEBHOOKS.secretShown],
      tenant: TENANT,
      summary:
        "The installation's webhook secret, answered once; with rotate, a new one (the old one signs nothing more).",
    }),
    test: route({
      method: 'POST',
      path: '/vendor/web/apps/webhooks/test',
      body: objectBody({ code: CODE }, ['code']),
      result: record({ id: str() }),
      errors: [WEBHOOKS.notInstalled],
      tenant: TENANT,
      summary: "Queues an app.ping event to the installation's address (the log shows how it went).",
    }),
  },
  deletions: {
    list: route({
      method: 'POST',
      path: '/vendor/web/apps/webhooks/deletions',
      body: objectBody({}),
      result: record({ rows: list(deletionRow) }),
      errors: [],
      tenant: TENANT,
      summary:
        'The data deletions asked of vendors when apps were uninstalled, newest first, with their confirmations.',
    }),
    keepIds: route({
      method: 'POST',
      path: '/vendor/web/apps/webhooks/keep-ids',
      body: objectBody({ code: CODE, keep: bool() }, ['code', 'keep']),
      result: record({ keep: bool() }),
      errors: [WEBHOOKS.noDeletion],
      tenant: TENANT,
      summary: 'Whether an uninstalled app gets its former pseudonymous ids back when it is installed again.',
    }),
    confirm: route({
      method: 'POST',
      path: '/vendor/api/webhooks/deletion',
      body: objectBody(
        {
          deletionId: matching('^del_[A-Za-z0-9_-]{22}$'),
          /** Unix seconds. */
          timestamp: integer(),
          /** `v1=` and the hex HMAC-SHA256 of `<timestamp>.<deletionId>` under the installation's webhook secret. */
          signature: matching('^v1=[0-9a-f]{64}$'),
        },
        ['deletionId', 'timestamp', 'signature'],
      ),
      result: record({ confirmed: literal(true), confirmedAt: integer() }),
      errors: [WEBHOOKS.badSignature],
      tenant:
        "the deletion request the id names; its installation's secret signs it (services/webhooks/webhooks.test.ts)",
      summary:
        "A vendor's backend confirms it deleted the tenant's data asked in app.uninstalled, signed with the webhook secret.",
      noScreen: "For the servers of uninstalled vendor apps, signed with their installation's webhook secret.",
    }),
  },
}

export { WEBHOOKS } from './codes'
