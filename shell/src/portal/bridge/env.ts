import { currentEnv } from '../current-env'
import type { FrameHooks, ShellHandlers } from './frame'

/** `env.get`: language, theme, tenant, system info (and the watermark for first-party apps). */
export function handlers({ app }: Pick<FrameHooks, 'app'>): Pick<ShellHandlers, 'env.get'> {
  return { 'env.get': () => currentEnv(app.manifest?.party) }
}
