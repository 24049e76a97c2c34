// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

document.head.append(
  Object.assign(document.createElement('meta'), { name: 'hr-portal-frames', content: '["http://127.0.0.1:4101"]' }),
)
const { needsReload, reloadedFor, reloadForFrame, RELOAD_GUARD_MS } = await import('./frame-reload')

describe('reloading the shell page for an app frame', () => {
  it('is needed for an origin the page does not frame, never for one it does', () => {
    history.replaceState(null, '')
    expect(needsReload('http://127.0.0.1:4101')).toBe(false)
    expect(needsReload('https://alpha.vendor.example')).toBe(true)
  })

  it('happens once: a page that just reloaded for the origin never reloads for it again', () => {
    const now = Date.now()
    history.replaceState({ hrFrameReload: { origin: 'https://alpha.vendor.example', at: now } }, '')
    expect(reloadedFor('https://alpha.vendor.example', now + 1000)).toBe(true)
    expect(needsReload('https://alpha.vendor.example')).toBe(false)
    // Another origin, or the same one long after (another install since), may reload.
    expect(needsReload('https://beta.vendor.example')).toBe(true)
    expect(reloadedFor('https://alpha.vendor.example', now + RELOAD_GUARD_MS + 1)).toBe(false)
  })

  it("keeps the frame away from the reload's mark until the page has gone (a render meanwhile would show it blocked)", async () => {
    history.replaceState(null, '')
    await reloadForFrame('https://gamma.vendor.example')
    expect(reloadedFor('https://gamma.vendor.example')).toBe(true)
    expect(needsReload('https://gamma.vendor.example')).toBe(true)
    expect(needsReload('https://beta.vendor.example')).toBe(true)
  })
})
