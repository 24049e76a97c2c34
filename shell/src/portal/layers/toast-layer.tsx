import { useStore } from '@nanostores/react'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { $toasts } from '../services/toasts'

/** Apps' toasts at the page's corner, each naming its app; its action answers the app. */
export function ToastLayer() {
  const t = useT()
  const toasts = useStore($toasts)
  const apps = useStore($session).apps
  return (
    <section className="toast-layer" aria-label={t('portal.toasts')} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" role="status" data-testid="toast">
          <strong className="toast-app">{apps.find((a) => a.code === toast.app)?.title ?? toast.app}</strong>
          <span>{toast.text}</span>
          {toast.action && (
            <button type="button" className="hr-link-button" onClick={() => toast.settle(true)}>
              {toast.action}
            </button>
          )}
          <button
            type="button"
            className="toast-close"
            aria-label={t('portal.close')}
            onClick={() => toast.settle(false)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}
