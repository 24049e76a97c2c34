import { http } from '../lib/http'

/** The mark the permission-change prompt's reload leaves on its history entry (history state survives a reload; nothing is stored). */
const MARK = 'hrPromptReload'

const stateOf = (): Record<string, unknown> => {
  const state: unknown = history.state
  return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as Record<string, unknown>) : {}
}

/** Marks the reload the permission-change prompt is about to make (§4 step 6, §8 404110). */
export function markPromptReload(now = Date.now()): void {
  history.replaceState({ ...stateOf(), [MARK]: now }, '')
}

/**
 * §7 clear need-refresh, after the prompt's reload: the page has loaded its session afresh, so the gateway may stop
 * asking this session's portal to reload (an operator changed its brand). Nothing is sent on any other page load. The
 * mark goes first; a failed call leaves the flag, and the next mark check prompts again.
 */
export async function clearNeedRefreshAfterReload(): Promise<void> {
  const { [MARK]: marked, ...rest } = stateOf()
  if (typeof marked !== 'number') return
  history.replaceState(rest, '')
  await http.postForm('/uac/web/permission/clearNeedRefresh', {}, { unLoading: true }).catch(() => {})
}
