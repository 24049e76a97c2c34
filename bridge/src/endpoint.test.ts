import { describe, expect, it } from 'vitest'
import { appToShell, type AppToShell, type Handlers } from './contract'
import { createEndpoint, MAX_ARG_BYTES, type CallRecord } from './endpoint'
import { createRateLimiter } from './rate-limiter'
import type { Capability } from './types'

function handlers(): Handlers<AppToShell> {
  return {
    'nav.changed': () => undefined,
    'session.getToken': () => 'staff-token',
    'session.getAppToken': () => 'app-token',
    'session.getUser': () => ({ userId: '1', userName: 'u', realName: 'U', tenantId: 't', companyId: 'c', headUrl: '' }),
    'session.reportCode': () => undefined,
    'session.toLogin': () => undefined,
    'perm.has': () => true,
    'perm.list': () => '*',
    'tabs.open': () => undefined,
    'tabs.close': () => undefined,
    'tabs.refresh': () => undefined,
    'tabs.setTitle': () => undefined,
    'ui.message': () => undefined,
    'ui.confirm': () => true,
    'ui.loading': () => undefined,
    'env.get': () => ({ language: 'zh-CN', theme: 'blue', tenant: null, system: { sysName: '', logoUrl: '', linkUrl: '' } }),
  }
}

function endpoint(granted: Capability[], records: CallRecord[] = [], limiter = createRateLimiter(() => ({ perSecond: 1000, burst: 1000 }))) {
  return createEndpoint(appToShell, handlers(), { granted: (c) => granted.includes(c), limiter, onRecord: (r) => records.push(r) })
}

describe('bridge endpoint guard', () => {
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
    expect(records).toMatchObject([{ method: 'session.getToken', decision: 'deny', reason: 'capability_denied', capability: 'session.token' }])
  })

  it('always allows nav.changed', async () => {
    expect(await endpoint([]).call('nav.changed', ['/x', { replace: false }])).toEqual({ ok: true, value: undefined })
  })

  it('refuses arguments that do not match the schema', async () => {
    const outcome = await endpoint(['ui']).call('ui.message', ['shout', 'hi'])
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } })
    expect(await endpoint([]).call('nav.changed', ['//evil.example/x', { replace: false }])).toMatchObject({ ok: false })
    expect(await endpoint([]).call('nav.changed', 'not-a-tuple')).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } })
  })

  it('refuses arguments over 64 KB before looking at them', async () => {
    const outcome = await endpoint(['ui']).call('ui.message', ['info', 'x'.repeat(MAX_ARG_BYTES)])
    expect(outcome).toMatchObject({ ok: false, error: { code: 'too_large' } })
  })

  it('refuses a flood of calls past the rate limit', async () => {
    const ep = endpoint(['env'], [], createRateLimiter(() => ({ perSecond: 1, burst: 5 })))
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => ep.call('env.get', [])))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5)
    expect(outcomes.filter((o) => !o.ok && o.error.code === 'rate_limited')).toHaveLength(3)
  })

  it('sends a failing handler back as a code and a message, never a stack', async () => {
    const ep = createEndpoint(appToShell, { ...handlers(), 'env.get': () => { throw new Error('secret internals at /src/x.ts:1') } })
    const outcome = await ep.call('env.get', [])
    expect(outcome).toEqual({ ok: false, error: { code: 'handler_failed', message: 'The call failed' } })
    expect(JSON.stringify(outcome)).not.toContain('secret')
  })
})
