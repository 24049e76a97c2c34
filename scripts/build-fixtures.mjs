// Test-only sub-apps (tests/fixtures), built by `node build.mjs --with-fixtures`, never by a normal build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The probe fixture, built once for the apps origin and registered under several names by its manifests, and
 * the plain Penpal client (bridge/PROTOCOL.md followed without the SDK), and a third-party app that a test serves
 * from its own origin and installs by manifest URL. Tests that need a vendor app serve the same probe page from a
 * server of their own and install it for the tenant (tests/support/vendor-probe.ts).
 */
export function fixturePages(page, root) {
  const plain = JSON.parse(readFileSync(join(root, 'tests/fixtures/plain-penpal/manifest.json'), 'utf8'))
  return [
    { ...page('probe', 'tests/fixtures/probe', 'apps/probe', '/probe/'), fixtures: 'apps' },
    { ...page('plain-penpal', 'tests/fixtures/plain-penpal', 'apps/plain-penpal', '/plain-penpal/'), manifest: plain },
    // An app installed by manifest URL: served by the test's own server under /app/, never by the product.
    page('installable', 'tests/fixtures/installable', 'fixtures/installable', '/app/'),
  ]
}

/** Each fixture name gets the probe's page and its own manifest (menu item, timeout). */
export function writeFixtureCopies(root, dist, origin) {
  const base = JSON.parse(readFileSync(join(root, 'tests/fixtures/probe/manifest.json'), 'utf8'))
  const html = readFileSync(join(dist, origin, 'probe/index.html'), 'utf8')
  const names = [...Array.from({ length: 8 }, (_, i) => `probe-${i + 1}`), 'probe-broken']
  for (const [i, name] of names.entries()) {
    const dir = join(dist, origin, name)
    mkdirSync(dir, { recursive: true })
    if (name !== 'probe-broken') writeFileSync(join(dir, 'index.html'), html)
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify(
        {
          ...base,
          name,
          code: name,
          party: 'first',
          title: { 'zh-CN': `探针 ${name}`, en: `Probe ${name}` },
          // probe-7 holds only the first bridge's capabilities, and hears no topic: the bridge 2 denials.
          capabilities: name === 'probe-7' ? base.capabilities.slice(0, 7) : base.capabilities,
          events: name === 'probe-7' ? undefined : base.events,
          intents: name === 'probe-3' ? base.intents : undefined,
          handshakeTimeout: name === 'probe-broken' ? 3000 : undefined,
          menus: [
            {
              functionId: `9${900 + i}`,
              link: '/page-a',
              title: { 'zh-CN': `探针 ${name}`, en: `Probe ${name}` },
              ...(name === 'probe-8' ? { keepAlive: false } : {}),
              ...(name === 'probe-6' ? { openType: 3 } : {}),
            },
          ],
        },
        null,
        2,
      ),
    )
  }
}
