import * as v from 'valibot'
import { shellToApp, type Env } from './contract/index.js'

// What the shell's env must be, as the contract declares it for `setEnv`.
const EnvUpdate = shellToApp.setEnv.args.items[0]

/**
 * The env in the shell's answer to `env.get`, checked as the shell's `setEnv` argument is (a language and a theme the
 * portal has, a tenant, theme values); the watermark kept for first-party apps only. null for an answer that is not one.
 */
export function envOfAnswer(answer: unknown, party: 'first' | 'third'): Env | null {
  const checked = v.safeParse(EnvUpdate, answer)
  if (!checked.success) return null
  const { language, theme, tenant, themeVars, watermark } = checked.output
  return { language, theme, tenant, themeVars, ...(party === 'first' && watermark ? { watermark } : {}) }
}
