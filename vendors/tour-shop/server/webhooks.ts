import { signDeletionConfirmation, verifyWebhook, WebhookError, type WebhookEvent } from '@hr-portal/bridge/vendor'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from './clock'
import type { ConsoleAuth } from './console/auth'
import type { Db } from './db'
import { noteTenant } from './tenants'

// The portal's signed webhooks (bridge/PROTOCOL.md "Webhooks"): each tenant's installation signs its events with the
// webhook secret its portal administrator was shown and the vendor pasted here. A joiner gets a travel wallet in the
// shop's store, a leaver's wallet closes, and app.uninstalled deletes every row of the tenant and confirms it.

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_secret (
  tenant_id INTEGER PRIMARY KEY,
  secret TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_event (
  tenant_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  topic TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE IF NOT EXISTS wallet (
  tenant_id INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  name TEXT NOT NULL,
  unit_name TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  closed_at TEXT,
  PRIMARY KEY (tenant_id, person_id)
);
CREATE TABLE IF NOT EXISTS data_deletion (
  tenant_id INTEGER NOT NULL,
  deletion_id TEXT PRIMARY KEY,
  deleted_at TEXT NOT NULL,
  confirmed_at TEXT
);
`

/** The tables holding a tenant's data, all emptied of it on app.uninstalled (the secret stays for the confirmation). */
const TENANT_TABLES = [
  'booking',
  'trip',
  'budget',
  'tenant',
  'wallet',
  'webhook_event',
  'staff_copy',
  'staff_sync_run',
  'portal_credential',
]

export function ensureWebhookTables(db: Db): void {
  db.exec(SCHEMA)
}

/** Keeps the tenant's webhook secret (pasted by the vendor from the portal administrator). */
export function saveWebhookSecret(db: Db, tenantId: number, secret: string, now: Date): void {
  db.prepare(`INSERT INTO webhook_secret (tenant_id, secret, saved_at) VALUES (?, ?, ?)
    ON CONFLICT (tenant_id) DO UPDATE SET secret = excluded.secret, saved_at = excluded.saved_at`).run(
    tenantId,
    secret,
    now.toISOString(),
  )
}

export interface WalletRow {
  person_id: string
  name: string
  unit_name: string
  opened_at: string
  closed_at: string | null
}

export const walletsOf = (db: Db, tenantId: number): WalletRow[] =>
  db
    .prepare(
      'SELECT person_id, name, unit_name, opened_at, closed_at FROM wallet WHERE tenant_id = ? ORDER BY opened_at',
    )
    .all(tenantId) as WalletRow[]

export const deletionsOf = (db: Db, tenantId: number) =>
  db
    .prepare('SELECT deletion_id, deleted_at, confirmed_at FROM data_deletion WHERE tenant_id = ?')
    .all(tenantId) as Array<{
    deletion_id: string
    deleted_at: string
    confirmed_at: string | null
  }>

type Deletion = { id: string; deadline: string; confirmPath: string }
type Fetch = typeof globalThis.fetch

export interface WebhookOptions {
  db: Db
  clock: Clock
  /** The portal's public URL: deletions are confirmed at `<portalUrl><confirmPath>`. */
  portalUrl: string
  auth: ConsoleAuth
  fetch?: Fetch
}

/** Does what one verified event asks; throws when the deletion could not be confirmed (the portal tries again). */
async function handleEvent(event: WebhookEvent, secret: string, options: WebhookOptions): Promise<void> {
  const { db, clock } = options
  const tenantId = event.tenantId
  const now = clock()
  const data = event.data as Record<string, unknown>
  if (event.topic === 'staff.joined') {
    db.prepare(`INSERT INTO wallet (tenant_id, person_id, name, unit_name, opened_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (tenant_id, person_id) DO UPDATE SET name = excluded.name, closed_at = NULL`).run(
      tenantId,
      String(data.id),
      String(data.name ?? ''),
      String(data.unitName ?? ''),
      now.toISOString(),
    )
  } else if (event.topic === 'staff.left') {
    db.prepare('UPDATE wallet SET closed_at = ? WHERE tenant_id = ? AND person_id = ?').run(
      now.toISOString(),
      tenantId,
      String(data.id),
    )
  } else if (event.topic === 'app.uninstalled') {
    const deletion = data.deletion as Deletion
    db.transaction(() => {
      for (const table of TENANT_TABLES) db.prepare(`DELETE FROM ${table} WHERE tenant_id = ?`).run(tenantId)
      db.prepare(`INSERT INTO data_deletion (tenant_id, deletion_id, deleted_at) VALUES (?, ?, ?)
        ON CONFLICT (deletion_id) DO NOTHING`).run(tenantId, deletion.id, now.toISOString())
    })()
    const body = await signDeletionConfirmation(secret, deletion.id, () => clock().getTime())
    const answer = await (options.fetch ?? fetch)(`${options.portalUrl}${deletion.confirmPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`the portal refused the deletion confirmation: HTTP ${answer.status}`)
    db.prepare('UPDATE data_deletion SET confirmed_at = ? WHERE deletion_id = ?').run(
      clock().toISOString(),
      deletion.id,
    )
    return
  } else {
    noteTenant(db, tenantId, now)
  }
  db.prepare('INSERT INTO webhook_event (tenant_id, id, topic, at) VALUES (?, ?, ?, ?)').run(
    tenantId,
    event.id,
    event.topic,
    now.toISOString(),
  )
}

const tenantOf = (body: string): number | null => {
  try {
    const id = (JSON.parse(body) as { tenantId?: unknown }).tenantId
    return Number.isSafeInteger(id) ? (id as number) : null
  } catch {
    return null
  }
}

const cookie = (request: FastifyRequest, name: string) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * POST /webhooks: checks each delivery with the tenant's secret (signature, 5-minute timestamp, an id handled
 * before) before trusting any of it; 401 when it does not hold, 202 once handled. POST /console/tenants/:tid/webhook-secret
 * (signed-in vendor only) keeps a tenant's secret.
 */
export function webhookRoutes(app: FastifyInstance, options: WebhookOptions): void {
  const { db, clock } = options
  ensureWebhookTables(db)
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    scope.post('/webhooks', async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : ''
      const tenantId = tenantOf(body)
      const row =
        tenantId === null
          ? undefined
          : (db.prepare('SELECT secret FROM webhook_secret WHERE tenant_id = ?').get(tenantId) as
              | { secret: string }
              | undefined)
      if (!row) return reply.code(401).send({ refused: 'unknown_tenant' })
      try {
        const event = await verifyWebhook(row.secret, request.headers as Record<string, string>, body, {
          toleranceSeconds: 300,
          now: () => clock().getTime(),
          seen: (id) =>
            db.prepare('SELECT 1 FROM webhook_event WHERE tenant_id = ? AND id = ?').get(tenantId, id) !== undefined,
        })
        await handleEvent(event, row.secret, options)
        return reply.code(202).send({ ok: true })
      } catch (error) {
        if (error instanceof WebhookError)
          return reply.code(error.code === 'replayed' ? 200 : 401).send({ refused: error.code })
        request.log.warn({ err: error }, 'tour shop: webhook not handled')
        return reply.code(502).send({ refused: 'not_handled' })
      }
    })
  })
  app.post<{ Params: { tid: string }; Body: { secret?: string } }>(
    '/console/tenants/:tid/webhook-secret',
    async (request, reply) => {
      if (!options.auth.valid(cookie(request, 'tour_console'))) return reply.code(401).send({ saved: false })
      const tenantId = Number(request.params.tid)
      const secret = String(request.body?.secret ?? '').trim()
      if (!Number.isSafeInteger(tenantId) || tenantId < 1 || !/^whsec_[\w-]{43}$/.test(secret))
        return reply.code(400).send({ saved: false })
      saveWebhookSecret(db, tenantId, secret, clock())
      return reply.send({ saved: true })
    },
  )
}
