import type { Language } from '@hr-portal/ui'

/** The kit's own texts (those an app's catalogue does not hold). */
export const kitLabels: Record<Language, { notConnected: string; failed: string }> = {
  'zh-CN': { notConnected: '此应用须在门户内打开', failed: '操作失败' },
  en: { notConnected: 'This app must be opened inside the portal', failed: 'The change failed' },
}
