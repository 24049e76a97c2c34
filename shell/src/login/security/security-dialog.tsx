import { lazy, Suspense } from 'react'
import { useT } from '../../lib/i18n/use-t'

const SecuritySettings = lazy(() => import('./security-settings').then((m) => ({ default: m.SecuritySettings })))

/** The security settings dialog, its own chunk loaded when first opened (from the user menu). */
export function SecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  if (!open) return null
  return (
    <Suspense
      fallback={
        <span role="status" className="hr-sr-only">
          {t('security.loading')}
        </span>
      }
    >
      <SecuritySettings onClose={onClose} />
    </Suspense>
  )
}
