// The UI kit's dialogs for the portal's layers (its dialogs entry), loaded the first time one shows: the portal's first
// page shows none, and imported at start the kit's full entry (its dialogs, menus, tables, DOMPurify, the QR code) was
// a start-up chunk of the portal, mostly unused (Lighthouse on the home as a phone: 54 of its 67 KB).
import { lazy, Suspense } from 'react'
import type { ConfirmDialogProps, DialogContainerProps } from '@hr-portal/ui/dialogs'
import type { Language } from '@hr-portal/ui/light'

const LazyConfirmDialog = lazy(() => import('@hr-portal/ui/dialogs').then((m) => ({ default: m.ConfirmDialog })))

/** The dialog container with the kit's labels in `language`. */
type ContainerProps = Omit<DialogContainerProps, 'labels'> & { language: Language }

const LazyDialogContainer = lazy(() =>
  import('@hr-portal/ui/dialogs').then((m) => ({
    default: ({ language, ...props }: ContainerProps) => (
      <m.DialogContainer {...props} labels={m.dialogContainerLabels[language]} />
    ),
  })),
)

/** The kit's ConfirmDialog, loaded when first shown (nothing shows meanwhile, a moment on the first use). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  )
}

/** The kit's DialogContainer with its labels in `language`, loaded when first shown. */
export function DialogContainer(props: ContainerProps) {
  return (
    <Suspense fallback={null}>
      <LazyDialogContainer {...props} />
    </Suspense>
  )
}
