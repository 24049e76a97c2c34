import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatError } from '@hr-portal/manifest'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../testing/temp-dir'
import { loadManifests, parseManifest } from './manifests'
import { manifestProblems } from './registry'

const base = {
  name: 'leave',
  code: 'leave',
  version: '1.0.0',
  party: 'first',
  title: { 'zh-CN': '假勤', en: 'Leave' },
  capabilities: ['ui', 'ui.dialog', 'storage', 'nav.apps', 'events', 'keys', 'perf'],
  menus: [],
}
const vendor = (name: string, functionId: string) => ({
  name,
  code: name,
  version: '1.0.0',
  party: 'third',
  title: { 'zh-CN': name, en: name },
  capabilities: ['session.appToken'],
  menus: [{ functionId, link: '/list', title: { 'zh-CN': '列表', en: 'List' } }],
})

describe('app manifests', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())
  const write = (file: string, value: unknown) => {
    mkdirSync(join(dir.path, file, '..'), { recursive: true })
    writeFileSync(join(dir.path, file), typeof value === 'string' ? value : JSON.stringify(value))
  }

  it('takes the bridge 2 capabilities, intents, event topics and preload', () => {
    const parsed = parseManifest(
      {
        ...base,
        intents: { 'leave.view': '/requests/:id' },
        events: { publish: ['staff.changed'], subscribe: ['org.selected'] },
        preload: false,
      },
      'leave',
      'first',
    )
    expect(parsed).toMatchObject({
      version: '1.0.0',
      intents: { 'leave.view': '/requests/:id' },
      events: { publish: ['staff.changed'], subscribe: ['org.selected'] },
      preload: false,
    })
  })

  it('refuses a manifest naming every error, not only the first', () => {
    const parsed = parseManifest(
      {
        ...base,
        party: 'third',
        capabilities: ['ui', 'root'],
        intents: { view: '/x', 'leave.view': 'https://evil.example/' },
        events: { publish: ['Not A Topic'], listen: ['staff.changed'] },
        preload: 'no',
      },
      'leave',
      'first',
    )
    const lines = Array.isArray(parsed) ? parsed.map(formatError) : []
    expect(lines).toEqual(
      expect.arrayContaining([
        'intents.view: must be a dotted name such as staff.view',
        'intents["leave.view"]: must be a path such as /users/:id',
        'events.listen: is not a manifest field',
        'preload: must be boolean',
        'capabilities[1]: "root" is not a bridge capability',
        'events.publish[0]: "Not A Topic" is not a bridge event topic',
        'party: must be "first" for this origin',
      ]),
    )
    expect(lines).toHaveLength(7)
  })

  it('at start, registers the good manifests and keeps every refused one, with its errors, for the operators', () => {
    write('apps/leave/manifest.json', base)
    write('apps/broken/manifest.json', '{ "name": ')
    write('apps/wrong/manifest.json', { ...base, name: 'wrong', code: 'wrong', version: 'latest' })
    // A vendor app is installed per tenant from its own origin, never served from the build.
    write('apps/alpha/manifest.json', vendor('alpha', 'alpha:list'))
    write('vendor/beta/manifest.json', vendor('beta', 'beta:list'))
    // The problems since start: none before this start (other test files of the worker loaded manifests too).
    manifestProblems.length = 0
    const logged: string[] = []
    const loaded = loadManifests(dir.path, (line) => logged.push(line))
    expect(loaded.map((m) => m.name)).toEqual(['leave'])
    expect(manifestProblems.map((p) => [p.file, p.refused, p.errors.map(formatError)])).toEqual([
      ['apps/alpha/manifest.json', true, ['party: must be "first" for this origin']],
      ['apps/broken/manifest.json', true, [expect.stringMatching(/^\(manifest\): is not readable JSON/)]],
      ['apps/wrong/manifest.json', true, ['version: must be a semantic version such as 1.0.0']],
    ])
    expect(logged).toHaveLength(3)
  })

  it('refuses a manifest that claims the code another app holds, naming that app', () => {
    write('apps/zeta/manifest.json', { ...base, name: 'zeta' })
    loadManifests(dir.path, () => {})
    expect(manifestProblems.find((p) => p.file === 'apps/zeta/manifest.json')?.errors.map(formatError)).toEqual([
      'code: "leave" is already the code of app "leave"',
    ])
  })
})
