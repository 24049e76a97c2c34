import { lazy, Suspense, useState } from 'react'
import { Button } from '@hr-portal/ui'
import { useT } from '../../i18n/use-t'

const SecuritySettings = lazy(() => import('./security-settings').then((m) => ({ default: m.SecuritySettings })))

/** "Security settings" in the portal's top bar; the dialog is its own chunk, loaded when first opened. */
export function SecurityButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="security-settings" aria-haspopup="dialog">{t('security.menu')}</Button>
      {open && (
        <Suspense fallback={<span role="status" className="hr-sr-only">{t('security.loading')}</span>}>
          <SecuritySettings onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
