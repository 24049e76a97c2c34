import { describe, expect, it } from 'vitest'
import { appToShell, type AppToShell, type Handlers } from './contract/index.js'
import { createEndpoint, MAX_ARG_BYTES, type CallRecord } from './endpoint.js'
import { createRateLimiter } from './rate-limiter.js'
import type { Capability } from './types.js'

function handlers(): Handlers<AppToShell> {
  return {
    'nav.changed': () => undefined,
    'session.getToken': () => 'staff-token',
    'session.getAppToken': () => 'app-token',
    'session.getUser': () => ({
      id: '1',
      lang: 'zh-CN',
      userId: '1',
      userName: 'u',
      realName: 'U',
      tenantId: 't',
      companyId: 'c',
      headUrl: '',
    }),
    'session.reportCode': () => undefined,
    'session.toLogin': () => undefined,
    'session.activity': () => undefined,
    'perm.has': () => true,
    'perm.list': () => '*',
    'perm.authFlags': () => ({}),
    'tabs.open': () => undefined,
    'tabs.close': () => undefined,
    'tabs.refresh': () => undefined,
    'tabs.setTitle': () => undefined,
    'ui.message': () => undefined,
    'ui.confirm': () => true,
    'ui.loading': () => undefined,
    'env.get': () => ({
      language: 'zh-CN',
      theme: 'blue',
      tenant: null,
      themeVars: {},
      system: { sysName: '', logoUrl: '', linkUrl: '' },
    }),
    'ui.dialog.open': () => ({ saved: true }),
    'ui.drawer.open': () => null,
    'ui.dialog.close': () => undefined,
    'ui.toast': () => true,
    'ui.setDirty': () => undefined,
    'app.ready': () => undefined,
    'app.failed': () => undefined,
    'protocol.negotiate': () => ({ version: 2, versions: [1, 2] }),
    'caps.list': () => ({ version: 2, capabilities: [], methods: {} }),
    'storage.get': () => null,
    'storage.set': () => undefined,
    'storage.remove': () => undefined,
    'storage.keys': () => [],
    'nav.open': () => undefined,
    'nav.pathExists': () => true,
    'intent.open': () => undefined,
    'nav.openExternal': () => true,
    'nav.shareLink': () => 'http://shell/portal/x',
    'events.publish': () => undefined,
    'events.subscribe': () => undefined,
    'events.unsubscribe': () => undefined,
    'messages.subscribe': () => undefined,
    'messages.unsubscribe': () => undefined,
    'messages.open': () => undefined,
    'messages.send': () => ({ id: 'm1', recipients: 1 }),
    'keys.register': () => undefined,
    'keys.forward': () => undefined,
    'perf.report': () => undefined,
    'track.event': () => undefined,
    'tour.start': () => 'completed' as const,
  }
}

/** Each method added by bridge 2: arguments it accepts, and arguments its schema refuses. */
const NEW_METHODS: Array<[keyof AppToShell, unknown[], unknown[]]> = [
  ['ui.dialog.open', [{ path: '/roles/2/edit', title: 'Edit' }], [{ path: 'no-slash', title: 'Edit' }]],
  // Another app's page by intent: either a path or an intent, never both, never neither.
  [
    'ui.dialog.open',
    [{ intent: 'leave.view', params: { id: 'a-1' }, title: 'Leave' }],
    [{ intent: 'leave.view', path: '/x', title: 'Leave' }],
  ],
  ['ui.dialog.open', [{ intent: 'leave.view', title: 'Leave' }], [{ title: 'Leave' }]],
  ['ui.drawer.open', [{ path: '/x', title: 'Side', width: 480 }], [{ path: '/x', title: 'Side', width: 99_999 }]],
  ['ui.dialog.close', [{ id: 2 }], 'not-a-tuple' as never],
  ['ui.toast', [{ text: 'Saved', action: 'Undo', duration: 5000 }], [{ text: 'Saved', duration: 10 }]],
  ['ui.setDirty', [true], ['yes']],
  ['storage.get', ['draft'], ['bad key!']],
  ['storage.set', ['draft', { a: 1 }], ['', 1]],
  ['storage.remove', ['draft'], [42]],
  ['storage.keys', [], 'not-a-tuple' as never],
  ['nav.open', ['ums', '/users/7'], ['UMS!', '/users/7']],
  ['nav.pathExists', ['ums', '/users'], ['ums', 'users']],
  ['intent.open', ['staff.view', { id: 7 }], ['staff view', {}]],
  ['nav.openExternal', ['https://example.com/a'], ['javascript:alert(1)']],
  // http and https only: no mailto, tel, data or scheme-relative address, and a host is needed.
  ['nav.openExternal', ['http://intranet.example:8080/x?y=1'], ['mailto:hr@example.com']],
  ['nav.openExternal', ['HTTPS://EXAMPLE.COM'], ['//example.com/a']],
  ['nav.openExternal', ['https://example.com'], ['https://']],
  ['nav.shareLink', [], 'not-a-tuple' as never],
  ['events.publish', ['staff.changed', { id: 1 }], ['Staff', {}]],
  ['events.subscribe', ['staff.changed'], ['']],
  ['events.unsubscribe', ['staff.changed'], [null]],
  ['messages.subscribe', [], 'not-a-tuple' as never],
  ['messages.unsubscribe', [], 'not-a-tuple' as never],
  ['messages.open', ['0b7e8c1a-3f7d-4c52-9a1e-5d2f3b4c6a7e'], ['../files']],
  [
    'messages.send',
    [{ userIds: [3], title: 'Approve', body: 'Leave request 7 waits for you' }],
    [{ userIds: [], title: 'Approve', body: 'x' }],
  ],
  ['keys.register', [[{ combo: 'Ctrl+S', id: 'save' }]], [[{ combo: 'S', id: 'save' }]]],
  ['perf.report', [[{ name: 'load', value: 120 }]], [[{ name: 'load', value: -1 }]]],
  ['track.event', ['staff.export', { selected: 3, filtered: false }], ['staff.export', { '<bad key>': 1 }]],
  ['tour.start', [[{ selector: '.organ-aside', title: 'Departments', text: 'Pick one' }]], [[]]],
]

function endpoint(
  granted: Capability[],
  records: CallRecord[] = [],
  limiter = createRateLimiter(() => ({ perSecond: 1000, burst: 1000 })),
) {
  return createEndpoint(appToShell, handlers(), {
    granted: (c) => granted.includes(c),
    limiter,
    onRecord: (r) => records.push(r),
  })
}

describe('bridge endpoint guard', () => {
  it("hands the shell an app's texts without control or direction characters", async () => {
    const seen: unknown[] = []
    const guard = createEndpoint(
      appToShell,
      {
        ...handlers(),
        'ui.confirm': (request) => {
          seen.push(request)
          return true
        },
        'tabs.setTitle': (title) => void seen.push(title),
      },
      { granted: () => true },
    )
    await guard.call('ui.confirm', [{ title: 'Refund \u202Eredro\u202C 100', content: 'Pay\r\nnow\u0000' }])
    await guard.call('tabs.setTitle', ['Pay\nslip\u2066'])
    expect(seen).toEqual([{ title: 'Refund redro 100', content: 'Pay\nnow' }, 'Pay slip'])
    expect(await guard.call('messages.send', [{ userIds: [3], title: '\u202E\u202C', body: 'x' }])).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments' },
    })
  })

  it('lets messages.send name recipients by account id or by pseudonymous id, nothing else', async () => {
    const guard = endpoint(['messages.send'])
    const pseudonym = 'Qm9iIHRoZSBidWlsZGVyIGNhbiB3ZSBmaXggaXQ_eWV'
    const send = (userIds: unknown[]) => guard.call('messages.send', [{ userIds, title: 'Hi', body: 'x' }])
    expect(await send([pseudonym])).toMatchObject({ ok: true })
    expect(await send([3])).toMatchObject({ ok: true })
    for (const bad of [['3'], [pseudonym.slice(1)], [`${pseudonym.slice(1)}/`], [1.5], [{ id: 3 }]])
      expect(await send(bad)).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } })
  })

  it('answers a declared, granted call with valid arguments', async () => {
    expect(await endpoint(['session.token']).call('session.getToken', [])).toEqual({ ok: true, value: 'staff-token' })
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'nope', 42, null])(
    'treats %s as an unknown method',
    async (name) => {
      const outcome = await endpoint(['session.token']).call(name, [])
      expect(outcome).toMatchObject({ ok: false, error: { code: 'unknown_method' } })
    },
  )

  it('denies a capability the manifest does not grant, and audits the denial', async () => {
    const records: CallRecord[] = []
    const outcome = await endpoint(['ui'], records).call('session.getToken', [])
    expect(outcome).toMatchObject({ ok: false, error: { code: 'capability_denied' } })
    expect(records).toMatchObject([
      { method: 'session.getToken', decision: 'deny', reason: 'capability_denied', capability: 'session.token' },
    ])
  })

  it('always allows nav.changed', async () => {
    expect(await endpoint([]).call('nav.changed', ['/x', { replace: false }])).toEqual({ ok: true, value: undefined })
  })

  it('refuses arguments that do not match the schema', async () => {
    const outcome = await endpoint(['ui']).call('ui.message', ['shout', 'hi'])
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } })
    expect(await endpoint([]).call('nav.changed', ['//evil.example/x', { replace: false }])).toMatchObject({
      ok: false,
    })
    expect(await endpoint([]).call('nav.changed', 'not-a-tuple')).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments' },
    })
  })

  it('refuses arguments over 64 KB before looking at them', async () => {
    const outcome = await endpoint(['ui']).call('ui.message', ['info', 'x'.repeat(MAX_ARG_BYTES)])
    expect(outcome).toMatchObject({ ok: false, error: { code: 'too_large' } })
  })

  it('refuses a flood of calls past the rate limit', async () => {
    const ep = endpoint(
      ['env'],
      [],
      createRateLimiter(() => ({ perSecond: 1, burst: 5 })),
    )
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => ep.call('env.get', [])))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5)
    expect(outcomes.filter((o) => !o.ok && o.error.code === 'rate_limited')).toHaveLength(3)
  })

  it('sends a failing handler back as a code and a message, never a stack', async () => {
    const ep = createEndpoint(appToShell, {
      ...handlers(),
      'env.get': () => {
        throw new Error('secret internals at /src/x.ts:1')
      },
    })
    const outcome = await ep.call('env.get', [])
    expect(outcome).toEqual({ ok: false, error: { code: 'handler_failed', message: 'The call failed' } })
    expect(JSON.stringify(outcome)).not.toContain('secret')
  })

  describe.each(NEW_METHODS)('the bridge 2 method %s', (name, good, bad) => {
    const capability = appToShell[name].capability
    const all: Capability[] = [
      'ui',
      'ui.dialog',
      'storage',
      'nav.apps',
      'nav.links',
      'events',
      'keys',
      'perf',
      'messages',
      'messages.send',
      'track',
      'tour',
    ]

    it('is answered with its capability and valid arguments', async () => {
      expect(await endpoint(all).call(name, good)).toMatchObject({ ok: true })
    })

    it('is denied without its capability', async () => {
      expect(capability).not.toBe('always')
      expect(await endpoint(all.filter((c) => c !== capability)).call(name, good)).toMatchObject({
        ok: false,
        error: { code: 'capability_denied' },
      })
    })

    it('refuses arguments its schema does not take', async () => {
      expect(await endpoint(all).call(name, bad)).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } })
    })

    it('refuses arguments over 64 KB', async () => {
      expect(await endpoint(all).call(name, [...good, 'x'.repeat(MAX_ARG_BYTES)])).toMatchObject({
        ok: false,
        error: { code: 'too_large' },
      })
    })

    it('refuses calls over its rate', async () => {
      const { perSecond, burst } = appToShell[name].rate
      const ep = endpoint(
        all,
        [],
        createRateLimiter((method) => appToShell[method as keyof AppToShell].rate),
      )
      const outcomes = await Promise.all(Array.from({ length: burst + 20 }, () => ep.call(name, good)))
      expect(perSecond).toBeGreaterThan(0)
      expect(outcomes.filter((o) => !o.ok && o.error.code === 'rate_limited').length).toBeGreaterThanOrEqual(3)
    })
  })
})
