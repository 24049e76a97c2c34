/** The enterprise messaging platforms the portal signs in with, in the order of the buttons. */
export const PLATFORMS = [
  { id: 'wecom', label: 'messaging.wecom', mark: '企' },
  { id: 'dingtalk', label: 'messaging.dingtalk', mark: '钉' },
  { id: 'feishu', label: 'messaging.feishu', mark: '飞' },
] as const

export type Platform = (typeof PLATFORMS)[number]['id']

const PENDING = 'hr.messagingLogin'

/**
 * What the tab keeps across the trip to the platform: the 'no login for seven days' choice. (The
 * OAuth state is the gateway's: issued to this browser with an httpOnly cookie and checked there.)
 */
export interface PendingLogin {
  remember: boolean
}

export function rememberPending(pending: PendingLogin): void {
  sessionStorage.setItem(PENDING, JSON.stringify(pending))
}

/** The pending login of this tab, read once (a reload of the callback does not reuse it). */
export function takePending(): PendingLogin | null {
  const raw = sessionStorage.getItem(PENDING)
  sessionStorage.removeItem(PENDING)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object') return { remember: (value as PendingLogin).remember === true }
  } catch {
    /* a foreign value: ignored */
  }
  return null
}
