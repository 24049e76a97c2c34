// The one global prompt (§4 "Global server codes", §8): modal, a single non-closable confirm,
// one at a time however many calls fail together, and none on the login page.
import { atom } from 'nanostores'
import { sessionGone } from '../lib/session-end'

export type PromptKind = 'loginInvalid' | 'permissionChanged' | 'permissionLogout' | 'pageUpdated'

export const $prompt = atom<PromptKind | null>(null)

/** Server codes that end in the prompt, and the prompt each one raises. */
export const PROMPT_CODES: Record<number, PromptKind> = {
  401001: 'loginInvalid',
  404110: 'permissionChanged',
  404001: 'permissionLogout',
}

/** Pages that sign in: they report their own failures and never show the global prompt. */
const SIGN_IN_PAGES = ['/login', '/tokenLogin']

/**
 * Raises `kind` unless a prompt is already up or the user is signing in; true when raised. An
 * invalid login means the session is gone already: what it left in the browser goes now, whether
 * or not the prompt shows.
 */
export function raisePrompt(kind: PromptKind, pathname = window.location.pathname): boolean {
  if (kind === 'loginInvalid') sessionGone()
  if ($prompt.get() !== null || SIGN_IN_PAGES.includes(pathname)) return false
  $prompt.set(kind)
  return true
}
