import SQLite from 'better-sqlite3'
import { test, expect, signIn } from '../support/fixtures'
import { attempt, frameOf, openProbe } from '../support/probe'
import { open } from '../support/probe-apps'
import { databaseOf } from '../support/product'

// An HR event published by a portal app reaches a vendor app on its own origin only under its consented scope, and
// with the vendor's pseudonymous id of the person, never the portal's staff id.

/** The installed probe hears staff.changed (and tries to publish it and hear role.saved) with `scopes` consented. */
function grantEvents(shell: string, code: string, scopes: string[]) {
  const db = new SQLite(databaseOf(shell))
  try {
    const row = db.prepare('select manifest from app_install where code = ?').get(code) as { manifest: string }
    const manifest = JSON.parse(row.manifest) as Record<string, unknown> & { capabilities: string[] }
    manifest.capabilities = [...manifest.capabilities, 'events']
    manifest.events = { subscribe: ['staff.changed', 'role.saved'], publish: ['staff.changed'] }
    db.prepare('update app_install set manifest = ?, scopes = ? where code = ?').run(
      JSON.stringify(manifest),
      JSON.stringify(scopes),
      code,
    )
  } finally {
    db.close()
  }
}

test('a vendor app hears staff.changed with its pseudonymous id under directory.read, and nothing it may not', async ({
  page,
  shell,
  vendorProbe: _,
}) => {
  grantEvents(shell, 'probe-vendor', ['directory.read'])
  await signIn(page, shell, 'admin')
  const vendor = await openProbe(page, shell, 'probe-vendor')
  await vendor.evaluate(() => (window as any).probe.listen('staff.changed'))
  expect(await attempt(vendor, 'events.subscribe', ['role.saved'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
  expect(await attempt(vendor, 'events.publish', ['staff.changed', { id: 40 }])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })

  // A portal app, opened from the menu, publishes a change of staff record 40 (hr's); the vendor frame, kept in the
  // pool, hears it.
  const portalApp = await open(page, 'probe-1')
  expect(await attempt(portalApp, 'events.publish', ['staff.changed', { id: 40, name: '李华' }])).toMatchObject({
    ok: true,
  })
  const heard = async () =>
    JSON.parse(
      (await frameOf(page, 'probe-vendor').evaluate(() => document.getElementById('heard')?.textContent)) || '[]',
    ) as Array<{ id: unknown; name?: string }>
  await expect.poll(async () => (await heard()).length).toBe(1)
  const [event] = await heard()
  expect(event.id).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/))
  expect(event.name).toBe('李华')

  // The same person is the same id for the app: a second change arrives under it again.
  expect(await attempt(portalApp, 'events.publish', ['staff.changed', { id: 40 }])).toMatchObject({ ok: true })
  await expect.poll(heard).toEqual([event, { id: event.id }])
})

test('a vendor app without directory.read may not hear staff.changed', async ({ page, shell, vendorProbe: _ }) => {
  grantEvents(shell, 'probe-vendor', [])
  await signIn(page, shell, 'admin')
  const vendor = await openProbe(page, shell, 'probe-vendor')
  expect(await attempt(vendor, 'events.subscribe', ['staff.changed'])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })
})
