// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { AppRoute } from '../../session/menus'

const postForm = vi.hoisted(() => vi.fn())
vi.mock('../../lib/http', () => ({ http: { postForm } }))

const { handlers } = await import('./session')

const app = {
  code: 'tour-shop',
  routerBase: '/portal/tour-shop',
  manifest: { name: 'tour-shop', settings: '/settings' },
} as unknown as AppRoute

describe("a third-party app's token on its settings page", () => {
  const tokenAt = async (path: string, route: AppRoute = app) => {
    postForm.mockReset()
    postForm.mockResolvedValue({ code: 0, result: { token: 'jwt' } })
    expect(await handlers({ app: route, currentPath: () => path })['session.getAppToken']()).toBe('jwt')
    return postForm.mock.calls[0][1]
  }

  it("is asked for as the settings page's (which the gateway gives app administrators only) on that page alone", async () => {
    expect(await tokenAt('/portal/tour-shop/settings')).toEqual({ appId: 'tour-shop', settings: true })
    expect(await tokenAt('/portal/tour-shop/settings?tab=budget')).toEqual({ appId: 'tour-shop', settings: true })
    expect(await tokenAt('/portal/tour-shop/trips')).toEqual({ appId: 'tour-shop' })
    expect(await tokenAt('/portal/tour-shop/settings/x')).toEqual({ appId: 'tour-shop' })
  })

  it('is never asked for as a settings page of an app that declares none', async () => {
    const plain = { ...app, manifest: { name: 'tour-shop' } } as unknown as AppRoute
    expect(await tokenAt('/portal/tour-shop/settings', plain)).toEqual({ appId: 'tour-shop' })
  })
})
