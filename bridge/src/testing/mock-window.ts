import { createFakeWindow, type FakeWindow } from '../fake-window.js'
import type { SubAppWindow } from '../sub-app.js'

export interface MockWindowOptions {
  /** The frame's path at start, base included: `/leave/home` (default `/`). */
  pathname?: string
  /** What the page's `hr-portal-config` names (defaults `http://shell.test`, `http://gateway.test`). */
  shellOrigin?: string
  gatewayUrl?: string
}

/** `<html>` as the SDK leaves it: `lang`, `data-theme` and the theme's CSS values in `style.props`. */
export interface MockRoot {
  lang: string
  dataset: Record<string, string | undefined>
  style: {
    props: Record<string, string>
    setProperty(name: string, value: string): void
    removeProperty(name: string): void
  }
}

/** The frame's window for `createSubApp` in a test, with what the SDK did to it. */
export type MockWindow = SubAppWindow & Pick<FakeWindow, 'replaced' | 'reloads' | 'pop'> & { root: MockRoot }

/**
 * A stand-in for the page a sub-app runs in, with the config the origin server writes into it,
 * so `createSubApp` runs in node tests, or in jsdom without touching the real document.
 * @example
 * const page = createMockWindow({ pathname: '/leave/home' })
 * createSubApp({ base: '/leave', party: 'first', window: page, connect: mock.connect })
 */
export function createMockWindow({
  pathname = '/',
  shellOrigin = 'http://shell.test',
  gatewayUrl = 'http://gateway.test',
}: MockWindowOptions = {}): MockWindow {
  const page = createFakeWindow(pathname)
  const props: Record<string, string> = {}
  const root: MockRoot = {
    lang: '',
    dataset: {},
    style: {
      props,
      setProperty: (name, value) => {
        props[name] = value
      },
      removeProperty: (name) => {
        delete props[name]
      },
    },
  }
  const config = JSON.stringify({ shellOrigin, gatewayUrl })
  const listen = page.addEventListener
  return Object.assign(page, {
    root,
    // Only popstate: the fake window would run any other listener (load, pagehide) on pop().
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'popstate') listen('popstate', listener)
    },
    document: {
      getElementById: (id: string) => (id === 'hr-portal-config' ? { textContent: config } : null),
      documentElement: root,
    },
  }) as unknown as MockWindow
}
