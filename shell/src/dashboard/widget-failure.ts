/**
 * Why a widget's page failed, in the user's language: `timeout` (its page did not connect), `flood` (the shell stopped
 * it for too many calls), or the reason the app itself gave with `app.failed`.
 */
export function failureText(reason: string, t: (key: string) => string): string {
  if (reason === 'flood') return t('dashboard.failedFlood')
  if (!reason || reason === 'timeout') return t('dashboard.failedTimeout')
  return reason
}
