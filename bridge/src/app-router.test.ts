import { describe, expect, it } from 'vitest'
import { createAppRouter } from './app-router.js'
import { createFakeWindow } from './fake-window.js'

function setup(pathname = '/leave/home') {
  const window = createFakeWindow(pathname)
  const reported: Array<[string, boolean]> = []
  const router = createAppRouter({
    base: '/leave',
    window,
    report: (path, replace) => void reported.push([path, replace]),
  })
  return { window, reported, router }
}

describe('app router', () => {
  it('reads the path inside the app, and / at the base itself', () => {
    expect(setup('/leave/requests/7').router.path()).toBe('/requests/7')
    expect(setup('/leave').router.path()).toBe('/')
    expect(setup('/leave/').router.path()).toBe('/')
  })

  it('replaces its own history entry and reports the change as a push by default', () => {
    const { window, reported, router } = setup()
    router.navigate('/requests')
    expect(window.replaced).toEqual(['/leave/requests'])
    expect(router.path()).toBe('/requests')
    expect(reported).toEqual([['/requests', false]])
  })

  it('reports a replace when asked to', () => {
    const { reported, router } = setup()
    router.navigate('/requests', { replace: true })
    expect(reported).toEqual([['/requests', true]])
  })

  it('does not report a change the shell asked for', () => {
    const { window, reported, router } = setup()
    router.navigate('/requests', { replace: true, fromShell: true })
    expect(window.replaced).toEqual(['/leave/requests'])
    expect(reported).toEqual([])
  })

  it('does nothing when the app is on that path already', () => {
    const { window, reported, router } = setup()
    let calls = 0
    router.subscribe(() => void calls++)
    router.navigate('/home')
    expect([window.replaced, reported, calls]).toEqual([[], [], 0])
  })

  it('tells subscribers about its own changes and about popstate, until they unsubscribe', () => {
    const { window, router } = setup()
    const seen: string[] = []
    const unsubscribe = router.subscribe(() => void seen.push(router.path()))
    router.navigate('/a')
    window.pop('/leave/b')
    unsubscribe()
    router.navigate('/c')
    expect(seen).toEqual(['/a', '/b'])
  })
})
