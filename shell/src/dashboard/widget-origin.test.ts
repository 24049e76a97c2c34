// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'

document.head.append(
  Object.assign(document.createElement('meta'), { name: 'hr-portal-frames', content: '["http://127.0.0.1:4101"]' }),
)
const { checkWidgetOrigin, initialWidgetOrigin } = await import('./widget-origin')

describe("a widget's frame and the origins the shell page may frame", () => {
  it('is made at once for an origin the page frames', () => {
    history.replaceState(null, '')
    expect(initialWidgetOrigin('http://127.0.0.1:4101')).toBe('allowed')
    expect(checkWidgetOrigin('http://127.0.0.1:4101')).toBe('allowed')
  })

  it('waits for the page to reload once for an origin it does not frame (its cookie lost in a browser restart)', async () => {
    history.replaceState(null, '')
    expect(initialWidgetOrigin('https://alpha.vendor.example')).toBe('reloading')
    expect(checkWidgetOrigin('https://alpha.vendor.example')).toBe('reloading')
    // The page asks for its cookie, marks its history entry and reloads.
    await vi.waitFor(() =>
      expect(history.state).toMatchObject({ hrFrameReload: { origin: 'https://alpha.vendor.example' } }),
    )
  })

  it('is refused by the portal, not the app, when the page reloaded for the origin and still does not frame it', () => {
    history.replaceState({ hrFrameReload: { origin: 'https://beta.vendor.example', at: Date.now() } }, '')
    expect(checkWidgetOrigin('https://beta.vendor.example')).toBe('blocked')
  })
})
