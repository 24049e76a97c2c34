// @vitest-environment jsdom
import { resolveUrl } from '@hr-portal/bridge/http'
import { describe, expect, it, vi } from 'vitest'

const postForm = vi.hoisted(() => vi.fn())
vi.mock('../../lib/http', () => ({ http: { postForm } }))

const { appUserUrl, profileSources } = await import('./session')

describe("a third-party app's session.getUser", () => {
  it('asks the vendor service at its own address, which the request wrapper leaves as it is (not under /gateway/uac)', async () => {
    postForm.mockResolvedValue({ code: 0, result: { id: 'p-1', name: null } })
    expect(await profileSources.ask('kudos')).toEqual({ id: 'p-1', name: null })
    expect(postForm).toHaveBeenCalledWith(appUserUrl(), { appId: 'kudos' }, { unLoading: true })
    expect(resolveUrl(appUserUrl(), { gatewayUrl: '/gateway' })).toBe(
      `${window.location.origin}/gateway/vendor/web/appUser`,
    )
    expect(resolveUrl('/vendor/web/appUser', { gatewayUrl: '/gateway' })).toBe('/gateway/uac/vendor/web/appUser')
  })
})
