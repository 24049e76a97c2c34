import { route } from '../route'
import {
  bool,
  integer,
  list,
  literal,
  matching,
  nullable,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  int,
  text,
} from '../schema'
import { VENDOR_CONSOLE } from './codes'

const OWN =
  "no tenant session: the signed-in vendor's own apps only (installs whose manifest origin is one of the vendor's origins, deliveries and deletion requests sent to those origins), in every tenant; another vendor's apps never (services/vendorconsole/console.test.ts)"
const LOGIN = matching('^[a-z][a-z0-9-]{2,40}$')
/** An origin as a manifest's `entry` has it: scheme, host and port, no path. */
const ORIGIN = matching('^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$')

/** One installation of the vendor's app in one tenant. */
export const consoleInstall = record({
  tenant: str(),
  code: str(),
  title: record({ zh: str(), en: str() }),
  version: str(),
  status: oneOf(['enabled', 'disabled']),
  installedAt: integer(),
  updatedAt: integer(),
  /** The data scopes the tenant consented to. */
  scopes: list(str()),
})

/** A data deletion asked of the vendor at an uninstall, and whether it confirmed it. */
export const consoleDeletion = record({
  id: str(),
  tenant: str(),
  code: str(),
  requestedAt: integer(),
  deadlineAt: integer(),
  confirmedAt: nullable(integer()),
})

/** One webhook delivery to the vendor's servers. */
export const consoleDelivery = record({
  id: str(),
  tenant: str(),
  code: str(),
  topic: str(),
  status: oneOf(['pending', 'delivered', 'failed']),
  attempts: integer(),
  lastStatus: nullable(integer()),
  lastError: nullable(str()),
  createdAt: integer(),
  triedAt: nullable(integer()),
})

/** Vendor API calls of one app in one tenant on one day (UTC), and how many were refused. */
export const consoleCallDay = record({
  day: str(),
  tenant: str(),
  code: str(),
  calls: integer(),
  errors: integer(),
})

/** A refused vendor API call, as the tenant's audit recorded it. */
export const consoleCallError = record({
  at: integer(),
  tenant: str(),
  code: str(),
  /** The route (`api.directory.staff`). */
  method: str(),
  /** The scope the route needs, or empty. */
  scope: str(),
  /** Why it was refused (the audit's words). */
  reason: str(),
})

/** A vendor account as the platform operator lists it. */
export const vendorAccountRow = record({
  login: str(),
  name: str(),
  origins: list(str()),
  createdAt: integer(),
})

/**
 * The vendor console: a vendor (an account the platform operator creates, owning the origins its manifests are served
 * from) signs in with its own password, not as a tenant user, and reads its apps' installs, webhook deliveries, API
 * calls and deletion requests across tenants, never HR data.
 */
export const vendorconsole = {
  session: {
    signIn: route({
      method: 'POST',
      path: '/vendor/console/sign-in',
      body: objectBody({ login: LOGIN, password: text(200, 1) }, ['login', 'password']),
      result: record({ token: str(), name: str(), expiresAt: integer() }),
      errors: [VENDOR_CONSOLE.badSignIn, VENDOR_CONSOLE.tooManyTries],
      tenant: { none: 'a vendor account, not a tenant user: its session reads no tenant data but its own apps' },
      summary:
        'Signs a vendor in to its console: a session token of 8 hours, sent in the token header of its console requests.',
    }),
    signOut: route({
      method: 'POST',
      path: '/vendor/console/sign-out',
      body: objectBody({}),
      result: record({ signedOut: literal(true) }),
      errors: [],
      tenant: { none: "ends the vendor's own session only" },
      summary: "Ends the vendor's console session.",
    }),
  },
  view: {
    overview: route({
      method: 'POST',
      path: '/vendor/console/overview',
      body: objectBody({}),
      result: record({
        name: str(),
        origins: list(str()),
        installs: list(consoleInstall),
        deletions: list(consoleDeletion),
      }),
      errors: [VENDOR_CONSOLE.signedOut],
      tenant: OWN,
      summary: "The vendor's name and origins, its apps' installs per tenant and the deletions asked of it.",
    }),
    deliveries: route({
      method: 'POST',
      path: '/vendor/console/deliveries',
      body: objectBody({
        status: optional(oneOf(['pending', 'delivered', 'failed'])),
        limit: optional(int(1, 200)),
      }),
      result: record({ rows: list(consoleDelivery) }),
      errors: [VENDOR_CONSOLE.signedOut],
      tenant: OWN,
      summary: "The latest webhook deliveries to the vendor's origins (50 unless asked), newest first.",
    }),
    calls: route({
      method: 'POST',
      path: '/vendor/console/calls',
      body: objectBody({ days: int(1, 90) }, ['days']),
      result: record({ days: list(consoleCallDay), errors: list(consoleCallError) }),
      errors: [VENDOR_CONSOLE.signedOut],
      tenant: OWN,
      summary: "The vendor API calls of the vendor's installed apps per day and tenant, and the latest 20 refused.",
    }),
  },
  accounts: {
    list: route({
      method: 'POST',
      path: '/vendor/console/vendors/list',
      body: objectBody({}),
      result: record({ rows: list(vendorAccountRow) }),
      errors: [],
      tenant: { none: 'platform operators only: vendor accounts belong to no tenant' },
      summary: 'The vendor accounts (operations platform).',
    }),
    save: route({
      method: 'POST',
      path: '/vendor/console/vendors/save',
      body: objectBody(
        {
          login: LOGIN,
          name: text(100, 1),
          origins: list(ORIGIN, { minItems: 1, maxItems: 10 }),
          /** A new password; required for a new account, left out to keep the current one. */
          password: optional(text(200, 10)),
          /** A new account: refused when the sign-in name is taken. */
          create: optional(bool()),
        },
        ['login', 'name', 'origins'],
      ),
      result: record({ login: str() }),
      errors: [VENDOR_CONSOLE.loginTaken, VENDOR_CONSOLE.passwordNeeded],
      tenant: { none: 'platform operators only: vendor accounts belong to no tenant' },
      summary: 'Creates a vendor account or changes its name, origins or password (operations platform).',
    }),
  },
}

export { VENDOR_CONSOLE } from './codes'
