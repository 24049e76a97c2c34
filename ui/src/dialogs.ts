// The dialogs entry: the confirm dialog and the dialog container (with its labels), without the kit's tables, upload
// and list page. The shell loads it when a dialog first shows (a layer's, a must-read notice's, a prompt's): from the
// full barrel, it came with every piece the other pages share, a start-up chunk of the portal.
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog'
export { DialogContainer } from './dialog-container/dialog-container'
export { dialogContainerLabels } from './dialog-container/labels'
export type { DialogContainerLabels, DialogContainerProps } from './dialog-container/types'
