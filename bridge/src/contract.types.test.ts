import { describe, expectTypeOf, it } from 'vitest'
import type { AppToShell, EnvInfo, Handlers, Remote, ShellToApp, UserProfile } from './contract/index.js'
import type { ShellConnection } from './client.js'

// These tests run in the type checker (`tsc --noEmit`): every @ts-expect-error must be an error.
// The proxies are only types here; code that would call them sits in functions never run.
type Shell = Remote<AppToShell>
type App = Remote<ShellToApp>
declare const shell: Shell
declare const app: App

describe('bridge contract types', () => {
  it('derives each shell method result from the contract', () => {
    expectTypeOf<Shell['session']['getToken']>().returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf<Shell['session']['getUser']>().returns.toEqualTypeOf<Promise<UserProfile>>()
    expectTypeOf<Shell['perm']['has']>().returns.toEqualTypeOf<Promise<boolean>>()
    expectTypeOf<Shell['perm']['list']>().returns.toEqualTypeOf<Promise<string[] | '*'>>()
    expectTypeOf<Shell['perm']['authFlags']>().returns.toEqualTypeOf<Promise<Record<string, number>>>()
    expectTypeOf<Shell['ui']['confirm']>().returns.toEqualTypeOf<Promise<boolean>>()
    expectTypeOf<Shell['env']['get']>().returns.toEqualTypeOf<Promise<EnvInfo>>()
    expectTypeOf<Shell['nav']['changed']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<App['ping']>().returns.toEqualTypeOf<Promise<'pong'>>()
  })

  it('derives each method arguments from its schema', () => {
    expectTypeOf<Shell['nav']['changed']>().parameters.toEqualTypeOf<[string, { replace: boolean }]>()
    expectTypeOf<Shell['session']['reportCode']>().parameter(0).toEqualTypeOf<401001 | 404110 | 404001 | 400135>()
    expectTypeOf<Shell['ui']['message']>().parameter(0).toEqualTypeOf<'info' | 'success' | 'warning' | 'error'>()
    expectTypeOf<Shell['tabs']['open']>().parameters.toEqualTypeOf<
      [string, (string | undefined)?, (string | undefined)?]
    >()
    expectTypeOf<Shell['tabs']['close']>().parameters.toEqualTypeOf<[(string | undefined)?]>()
    expectTypeOf<App['setEnv']>().parameter(0).toHaveProperty('language').toEqualTypeOf<'zh-CN' | 'en'>()
  })

  it('rejects wrong argument types at compile time', () => {
    const wrong = () => {
      // @ts-expect-error the path must be a string
      void shell.nav.changed(42, { replace: false })
      // @ts-expect-error the options object is required
      void shell.nav.changed('/x')
      // @ts-expect-error not one of the reportable codes
      void shell.session.reportCode(500000)
      // @ts-expect-error not a message type
      void shell.ui.message('shout', 'hi')
      // @ts-expect-error getToken takes no arguments
      void shell.session.getToken('extra')
      // @ts-expect-error confirm needs a title and content
      void shell.ui.confirm({ title: 'only a title' })
      // @ts-expect-error setEnv needs a known language
      void app.setEnv({ language: 'fr', theme: 'blue', tenant: null })
    }
    expectTypeOf(wrong).toBeFunction()
  })

  it('has no undeclared methods on the typed proxy', () => {
    const wrong = () => {
      // @ts-expect-error not declared
      void shell.session.getPassword()
      // @ts-expect-error not declared
      void shell.admin
      // @ts-expect-error the shell offers no ping; apps do
      void shell.ping()
      // @ts-expect-error a group is not callable
      void shell.session()
    }
    expectTypeOf(wrong).toBeFunction()
    expectTypeOf<ShellConnection['call']>().returns.toEqualTypeOf<Promise<unknown>>()
  })

  it('rejects wrong use of a result', () => {
    const wrong = async () => {
      // @ts-expect-error a token is a string, not a number
      const n: number = await shell.session.getToken()
      // @ts-expect-error perm.has answers a boolean
      ;(await shell.perm.has('1001')).toUpperCase()
      // @ts-expect-error the result is a promise, not the value
      shell.env.get().language
      return n
    }
    expectTypeOf(wrong).toBeFunction()
  })

  it('makes handlers match the contract', () => {
    expectTypeOf<Handlers<ShellToApp>['ping']>().returns.toEqualTypeOf<'pong' | Promise<'pong'>>()
    // @ts-expect-error a handler missing from the set does not compile
    const missing: Handlers<ShellToApp> = {
      navigate: () => undefined,
      refresh: () => undefined,
      setEnv: () => undefined,
    }
    // @ts-expect-error ping must answer 'pong'
    const wrongPing: Handlers<ShellToApp>['ping'] = () => 'pang'
    expectTypeOf(missing).not.toBeAny()
    expectTypeOf(wrongPing).not.toBeAny()
  })
})
