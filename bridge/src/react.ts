// Thin React hooks over the framework-free client.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { AppRouter } from './app-router.js'
import type { ShellConnection } from './client.js'
import type { EnvStore } from './env-store.js'
import type { Translate, Translator } from './translate.js'

export { useRequest, type RequestState } from './react-request.js'

interface SubAppContext {
  connection: ShellConnection
  env: EnvStore
}

const Context = createContext<SubAppContext | null>(null)

export function ShellProvider({ connection, env, children }: SubAppContext & { children: ReactNode }) {
  return createElement(Context.Provider, { value: { connection, env } }, children)
}

function useSubApp(): SubAppContext {
  const value = useContext(Context)
  if (!value) throw new Error('useShell/useEnv must be used inside <ShellProvider>')
  return value
}

/** The typed proxy of the shell. */
export function useShell() {
  return useSubApp().connection.shell
}

/**
 * Whether the user holds `functionId` (§6: a super user holds every one); `null` while the shell
 * is asked. A button whose function is not held is removed, not disabled.
 * @example const canExport = usePermission('100202'); return canExport ? <ExportButton /> : null
 */
export function usePermission(functionId: string): boolean | null {
  const shell = useShell()
  const [allowed, setAllowed] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    setAllowed(null)
    shell.perm.has(functionId).then(
      (value) => live && setAllowed(value),
      () => live && setAllowed(false),
    )
    return () => {
      live = false
    }
  }, [shell, functionId])
  return allowed
}

/**
 * Whether the user's button `functionId` on menu item `menuFunctionId` carries the auth flag (§6 'for one variant
 * the auth flag is checked too'; §3 per-menu map); `null` while the shell is asked. For buttons whose gateway
 * route checks the flag (requireAuthorisedFunction): a button held as 'shown only' is removed too.
 * @example const canSetRange = useAuthorised('1003', '100302')
 */
export function useAuthorised(menuFunctionId: string, functionId: string): boolean | null {
  const shell = useShell()
  const [allowed, setAllowed] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    setAllowed(null)
    shell.perm.authFlags(menuFunctionId).then(
      (flags) => live && setAllowed(flags[functionId] === 1),
      () => live && setAllowed(false),
    )
    return () => {
      live = false
    }
  }, [shell, menuFunctionId, functionId])
  return allowed
}

/** The shell's language, theme and tenant; re-renders when they change. */
export function useEnv() {
  const { env } = useSubApp()
  return useSyncExternalStore(env.subscribe, env.get)
}

/**
 * The `t` of an app's catalogue (an i18n object that follows the shell's language, e.g. the UI kit's createI18n);
 * re-renders when the language changes.
 * @example export const useT = () => useCatalogue(i18n)
 */
export function useCatalogue<T>(i18n: { t: T }): T {
  useEnv()
  return i18n.t
}

/** The shell's language as the UI kit's label sets name it ('zh-CN' or 'en'); re-renders when it changes. */
export function useLanguage(): 'zh-CN' | 'en' {
  const { language } = useEnv()
  return language === 'en' ? 'en' : 'zh-CN'
}

/** The path inside the app (`router.path()`); re-renders when it changes. */
export function useAppPath(router: AppRouter): string {
  return useSyncExternalStore(router.subscribe, router.path)
}

/** For an app with one page: any other path inside it is replaced by `home`. */
export function useOnlyPage(router: AppRouter, home: string): void {
  const path = useAppPath(router)
  useEffect(() => {
    if (path !== home) router.navigate(home, { replace: true })
  }, [router, path, home])
}

/** `t` in the shell's current language; re-renders when it changes. */
export function useTranslate(translate: Translator): Translate {
  const { language } = useEnv()
  return (key, params) => translate(language, key, params)
}
