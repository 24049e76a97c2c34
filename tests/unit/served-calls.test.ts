import { describe, expect, it } from 'vitest'
import { type ServedCall, screenSources, servedCalls, usedBy } from './screen-calls'

const label = ({ service, name, route }: ServedCall) => `${service}Api.${name} (${route.method} ${route.path})`

describe('the calls the gateway serves', () => {
  const calls = servedCalls()
  const used = usedBy(screenSources())

  it('are each called by a screen, or say in the API reference why they are served without one', () => {
    const unexplained = calls.filter((call) => !used(call) && !call.route.noScreen?.trim())
    expect(unexplained.map(label), 'use the call where a screen needs it, or give its route a noScreen reason').toEqual(
      [],
    )
  })

  it('give no reason for serving without a screen when a screen calls them', () => {
    const stale = calls.filter((call) => call.route.noScreen && used(call))
    expect(stale.map(label), 'a screen calls these: drop their noScreen').toEqual([])
  })

  it('are found through the client, a name given to its area, the whole path, or the path built from its parts', () => {
    const call = (name: string, path: string) =>
      ({ service: 'x', name, route: { method: 'POST', path } }) as unknown as ServedCall
    const reached = (source: string, name: string, path: string) => usedBy([source])(call(name, path))
    expect(reached('api.bankFile.layout({})', 'bankFile.layout', '/salary/web/bankFile/layout')).toBe(true)
    expect(
      reached('const bank = payrollApi(callThrough(http)).bankFile\nbank.export()', 'bankFile.export', '/a/b/c'),
    ).toBe(true)
    expect(
      reached(
        'const { company, admin: tenantAdmin } = tenantsApi(call)\ntenantAdmin.authorize({})',
        'admin.authorize',
        '/a/b',
      ),
    ).toBe(true)
    expect(
      reached("http.postJson('/salary/web/bankFile/layout')", 'bankFile.layout', '/salary/web/bankFile/layout'),
    ).toBe(true)
    expect(
      reached("const BASE = '/ums/web/dashboard'\npost(`${BASE}/layout`)", 'layouts.mine', '/ums/web/dashboard/layout'),
    ).toBe(true)
    expect(
      reached(
        "call(`/workflow/web/approveForm/${event}`)\nact('resolve')",
        'form.resolve',
        '/workflow/web/approveForm/resolve',
      ),
    ).toBe(true)
    expect(
      reached(
        "api.bankFile.runs({})\nhttp.post('/salary/web/other/layout')",
        'bankFile.layout',
        '/salary/web/bankFile/layout',
      ),
    ).toBe(false)
    expect(reached('// bankFile layout', 'bankFile.layout', '/salary/web/bankFile/layout')).toBe(false)
  })
})
