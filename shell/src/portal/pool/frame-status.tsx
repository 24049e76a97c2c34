import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'

export type FrameState = 'loading' | 'ready' | 'failed' | 'unresponsive'

/**
 * What covers an app's frame while it loads, after it failed, or while it does not answer. A failure says in the
 * user's language what happened (no answer, or an error the app reported); the app's reason is folded away.
 */
export function FrameStatus({
  state,
  title,
  reason,
  onRetry,
  onClose,
}: {
  state: FrameState
  title: string
  reason?: string
  onRetry: () => void
  onClose: () => void
}) {
  const t = useT()
  if (state === 'ready') return null
  if (state === 'loading')
    return (
      <div className="app-frame-status" role="status">
        {t('app.loading')}
      </div>
    )
  return (
    <div className="app-frame-status" role="alert" data-testid="frame-status">
      <p>{state === 'failed' ? t('portal.appLoadFailed', { title }) : t('portal.notResponding', { title })}</p>
      {state === 'failed' && (
        <p data-testid="frame-failure">
          {t(reason ? 'portal.appLoadFailedWhy.reported' : 'portal.appLoadFailedWhy.timeout')}
        </p>
      )}
      {/* The app's own words are for whoever supports the user; they stay folded away. */}
      {state === 'failed' && reason && (
        <details className="app-frame-details">
          <summary>{t('portal.appLoadFailedWhy.details')}</summary>
          <code>{reason}</code>
        </details>
      )}
      <div className="app-frame-actions">
        <Button variant="primary" onClick={onRetry}>
          {state === 'failed' ? t('portal.retry') : t('portal.reload')}
        </Button>
        <Button onClick={onClose}>{t('portal.close')}</Button>
      </div>
    </div>
  )
}
