// Test-only sub-apps (tests/fixtures), built by `node build.mjs --with-fixtures`, never by a normal build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The probe fixture, built once per origin and registered under several names by its manifests, and
 * the plain Penpal client (bridge/PROTOCOL.md followed without the SDK), and a third-party app that a test serves
 * from its own origin and installs by manifest URL.
 */
export function fixturePages(page, root) {
  const plain = JSON.parse(readFileSync(join(root, 'tests/fixtures/plain-penpal/manifest.json'), 'utf8'))
  return [
    ...['apps', 'vendor'].map((origin) => ({
      ...page(`probe (${origin})`, 'tests/fixtures/probe', `${origin}/probe`, '/probe/'),
      fixtures: origin,
    })),
    { ...page('plain-penpal', 'tests/fixtures/plain-penpal', 'apps/plain-penpal', '/plain-penpal/'), manifest: plain },
    // An app installed by manifest URL: served by the test's own server under /app/, never by the product.
    page('installable', 'tests/fixtures/installable', 'fixtures/installable', '/app/'),
  ]
}

/** Each fixture name gets the probe's page and its own manifest (menu item, origin, timeout). */
export function writeFixtureCopies(root, dist, origin) {
  const base = JSON.parse(readFileSync(join(root, 'tests/fixtures/probe/manifest.json'), 'utf8'))
  const html = readFileSync(join(dist, origin, 'probe/index.html'), 'utf8')
  const names = origin === 'apps'
    ? [...Array.from({ length: 8 }, (_, i) => `probe-${i + 1}`), 'probe-broken']
    : ['probe-vendor']
  const vendor = origin === 'vendor'
  for (const [i, name] of names.entries()) {
    const dir = join(dist, origin, name)
    mkdirSync(dir, { recursive: true })
    if (name !== 'probe-broken') writeFileSync(join(dir, 'index.html'), html)
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({
      ...base,
      name,
      code: name,
      party: vendor ? 'third' : 'first',
      title: { 'zh-CN': `探针 ${name}`, en: `Probe ${name}` },
      // probe-7 holds only the first bridge's capabilities, and hears no topic: the bridge 2 denials.
      capabilities: vendor ? ['session.appToken', 'tabs', 'ui', 'env'] : name === 'probe-7' ? base.capabilities.slice(0, 7) : base.capabilities,
      events: vendor || name === 'probe-7' ? undefined : base.events,
      intents: name === 'probe-3' ? base.intents : undefined,
      handshakeTimeout: name === 'probe-broken' ? 3000 : undefined,
      menus: [{
        // A vendor app's function ids live in its own namespace (`<code>:<key>`).
        functionId: vendor ? `${name}:page-a` : `9${900 + i}`, link: '/page-a', title: { 'zh-CN': `探针 ${name}`, en: `Probe ${name}` },
        ...(name === 'probe-8' ? { keepAlive: false } : {}),
        ...(name === 'probe-6' ? { openType: 3 } : {}),
      }],
    }, null, 2))
  }
}

