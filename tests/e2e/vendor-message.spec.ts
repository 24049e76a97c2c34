import SQLite from 'better-sqlite3'
import { test, expect, signIn } from '../support/fixtures'
import { gateway, loginToken } from '../support/api'
import { attempt, openProbe } from '../support/probe'
import { databaseOf } from '../support/product'

// A vendor app on its own origin sends a portal message to a user named by its pseudonymous id; an account id or a
// guessed id is refused with one answer, and nothing is sent.

/** Lets the installed probe read who the user is and send messages (its manifest as the install left it, widened). */
function grantMessaging(shell: string, code: string) {
  const db = new SQLite(databaseOf(shell))
  try {
    const row = db.prepare('select manifest from app_install where code = ?').get(code) as { manifest: string }
    const manifest = JSON.parse(row.manifest) as { capabilities: string[] }
    manifest.capabilities = [...manifest.capabilities, 'session.user', 'messages.send']
    db.prepare('update app_install set manifest = ? where code = ?').run(JSON.stringify(manifest), code)
  } finally {
    db.close()
  }
}

test('a vendor app messages a colleague by its pseudonymous id, and learns nothing from a refusal', async ({
  page,
  shell,
  vendorProbe: _,
}) => {
  grantMessaging(shell, 'probe-vendor')
  await signIn(page, shell, 'admin')
  const vendor = await openProbe(page, shell, 'probe-vendor')
  const me = (await attempt(vendor, 'session.getUser')).value as { id: string }
  expect(me.id).toMatch(/^[A-Za-z0-9_-]{43}$/)

  const sent = await attempt(vendor, 'messages.send', [
    { userIds: [me.id], title: 'Kudos by pseudonym', body: 'Thanks' },
  ])
  expect(sent).toMatchObject({ ok: true, value: { recipients: 1 } })
  const admin = await loginToken(shell, 'admin', 'Admin@12345')
  const titles = async () =>
    (
      await gateway<{ rows: Array<{ title: string; sourceApp: string }> }>(
        shell,
        '/message/web/notice/userNoticePage',
        { channel: 'app' },
        admin,
      )
    ).result?.rows.map((row) => row.title) ?? []
  expect(await titles()).toContain('Kudos by pseudonym')

  // An account id, a guessed id, and a good id with a guessed one: the same refusal, and nothing reaches anyone.
  const refusals = []
  for (const [title, userIds] of [
    ['By account id', [1]],
    ['Guessed', ['A'.repeat(43)]],
    ['Good and guessed', [me.id, 'B'.repeat(43)]],
  ] as const)
    refusals.push(await attempt(vendor, 'messages.send', [{ userIds, title, body: 'x' }]))
  expect(refusals.map((r) => [r.ok, r.code])).toEqual(Array(3).fill([false, 'handler_failed']))
  expect(new Set(refusals.map((r) => r.message)).size).toBe(1)
  expect(refusals[0].message).not.toMatch(/AAAA|BBBB|\b1\b/)
  const after = await titles()
  for (const title of ['By account id', 'Guessed', 'Good and guessed']) expect(after).not.toContain(title)
})
