import { BarIcon } from '../../layout/bar-icon'
import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n/use-t'

const SecuritySettings = lazy(() => import('./security-settings').then((m) => ({ default: m.SecuritySettings })))

/** "Security settings" in the portal's top bar; the dialog is its own chunk, loaded when first opened. */
export function SecurityButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="bar-icon-button" onClick={() => setOpen(true)} data-testid="security-settings" aria-haspopup="dialog"
        aria-label={t('security.menu')} title={t('security.menu')}>
        <BarIcon name="shield" />
      </button>
      {open && (
        <Suspense fallback={<span role="status" className="hr-sr-only">{t('security.loading')}</span>}>
          <SecuritySettings onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
