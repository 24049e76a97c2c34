// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The order things happened in: gateway calls by path, and the session becoming signed. */
const events: string[] = []
const answers: Record<string, unknown> = {
  '/ums/web/user/getLoginUserInfo': { id: 7, tenantId: 1, companyId: 1, loginUserId: 7, userName: 'staff' },
  '/uac/web/permission/getLoginPermission': {
    permissionData: { btns: [], menus: [{ functionId: '1001' }], isSuper: false, permissionMap: {} },
  },
}
const postForm = vi.fn(async (path: string) => {
  events.push(path)
  // The clear answers last: the session must still wait for it.
  if (path === '/uac/web/permission/clearNeedRefresh') {
    await new Promise((resolve) => setTimeout(resolve, 20))
    events.push('cleared')
  }
  if (path === '/joyhr/web/elesMenu/menuTreeForPc')
    return {
      code: 0,
      data: [
        {
          code: 'ums',
          linkUrl: '/ums',
          name: 'System',
          children: [{ code: '1001', linkUrl: '/structure', name: 'Structure' }],
        },
      ],
    }
  return { code: 0, result: answers[path] ?? null }
})
vi.mock('../lib/http', () => ({ http: { postForm }, onServerCode: () => {} }))
vi.mock('./map-scripts', () => ({ loadMapScripts: async () => {} }))

const { clearNeedRefreshAfterReload, markPromptReload } = await import('./need-refresh')
const { loadSession } = await import('./load-session')
const { $session } = await import('./session-store')
$session.listen((value) => {
  if (value.status === 'signed') events.push('signed')
})

beforeEach(() => {
  events.length = 0
  postForm.mockClear()
  history.replaceState(null, '')
  localStorage.clear()
  localStorage.setItem('t', 'a-token-of-twenty-characters')
  localStorage.setItem('renterId', '1')
})

describe('§7 clear need-refresh after the permission-change prompt reloads the page (§4 step 6)', () => {
  it('is sent once, after the marked reload only, keeping what else the history entry holds', async () => {
    await clearNeedRefreshAfterReload()
    expect(postForm).not.toHaveBeenCalled()

    history.replaceState({ hrFrameReload: { origin: 'https://a.example', at: 1 } }, '')
    markPromptReload(5)
    expect(history.state).toEqual({ hrFrameReload: { origin: 'https://a.example', at: 1 }, hrPromptReload: 5 })
    await clearNeedRefreshAfterReload()
    expect(postForm).toHaveBeenCalledExactlyOnceWith('/uac/web/permission/clearNeedRefresh', {}, { unLoading: true })
    expect(history.state).toEqual({ hrFrameReload: { origin: 'https://a.example', at: 1 } })
    await clearNeedRefreshAfterReload()
    expect(postForm).toHaveBeenCalledTimes(1)
  })

  it('is cleared by the session load of the reloaded page before the session is signed (so before its first mark check)', async () => {
    markPromptReload()
    await loadSession('7', '1')
    expect(events.filter((e) => e === 'cleared' || e === 'signed')).toEqual(['cleared', 'signed'])
  })

  it("is not sent by a session load without the prompt's reload (a sign-in, a plain page load)", async () => {
    await loadSession('7', '1')
    expect(events).toContain('signed')
    expect(events).not.toContain('/uac/web/permission/clearNeedRefresh')
  })
})
