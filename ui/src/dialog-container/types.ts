import type { ReactNode } from 'react'
import type { PrintableDocument } from './printable'

/** §3 dialog button. `event` names it to the handler; `method` is passed along for the caller's dispatch. */
export interface DialogButton {
  event: string
  method?: string
  text: string
  type?: 'primary' | 'default' | 'danger'
  size?: 'small' | 'medium' | 'large'
  disabled?: boolean
  /** Click lock: ms, or false for 1 ms; 3000 ms when not given (§5). */
  delay?: boolean | number
}

/** An item of the More dropdown beside print and download PDF. */
export interface DropdownItem {
  value: string
  text: string
}

/** §3 QRCodeProp: the text the QR code encodes and the file name of its download. */
export interface QRCodeProp {
  text?: string
  filename?: string
}

export interface DialogContainerLabels {
  more: string
  print: string
  downloadPdf: string
  qrCode: string
  qrDownload: string
  noQrText: string
  close: string
  cancel: string
  closeConfirmTitle: string
  closeConfirmText: string
  ok: string
}

export interface DialogContainerProps {
  open: boolean
  title: string
  /** 'standard': 896px; 'raised': 895px at z-index 2001 (§2, §9); 'drawer': 480px at the page's end edge. `width` overrides the width. */
  variant?: 'standard' | 'raised' | 'drawer'
  width?: string | number
  formBtnList?: DialogButton[]
  dropdownList?: DropdownItem[]
  /** Cancel asks first. */
  closeConfirm?: boolean
  QRCodeProp?: QRCodeProp
  /** The dialog stays open after a footer button. */
  disabledAutoClose?: boolean
  /** Optional pagination under the content (e.g. a PaginationBar). */
  pagination?: ReactNode
  labels: DialogContainerLabels
  /** A footer button; the dialog closes after it (a promise: once it resolves; it stays open when it rejects) unless disabledAutoClose. */
  onButton?: (button: DialogButton) => unknown
  onDropdown?: (item: DropdownItem) => void
  /**
   * Draws the content as a PDF file and saves it (the app's call of the file centre's document route): More offers
   * "Download PDF" only with it.
   */
  downloadPdf?: (document: PrintableDocument) => Promise<void>
  onClose: () => void
  children?: ReactNode
}
