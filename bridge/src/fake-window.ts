// A stand-in for the frame's window in node tests: a path, a history that only records, popstate.
export interface FakeWindow {
  location: { pathname: string; reload(): void }
  history: { replaceState(data: unknown, unused: string, url: string): void }
  addEventListener(type: 'popstate', listener: () => void): void
  /** Every URL given to `history.replaceState`. */
  replaced: string[]
  reloads: number
  /** Moves to `pathname` as the browser would on back or forward, firing popstate. */
  pop(pathname: string): void
}

export function createFakeWindow(pathname: string): FakeWindow {
  const popListeners: Array<() => void> = []
  const win: FakeWindow = {
    location: { pathname, reload: () => void win.reloads++ },
    history: {
      replaceState(_data, _unused, url) {
        win.replaced.push(url)
        win.location.pathname = url
      },
    },
    addEventListener: (_type, listener) => void popListeners.push(listener),
    replaced: [],
    reloads: 0,
    pop(next) {
      win.location.pathname = next
      for (const listener of popListeners) listener()
    },
  }
  return win
}
