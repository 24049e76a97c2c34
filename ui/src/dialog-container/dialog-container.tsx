import { useMemo, useRef, useState } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { Button } from '../button'
import { ConfirmDialog } from '../dialog/confirm-dialog'
import { createClickLock, lockMsOf } from './click-lock'
import { printElement } from './print-element'
import { printableOf } from './printable'
import { QrCodeDialog } from './qr-code-dialog'
import type { DialogButton, DialogContainerProps } from './types'

const VARIANTS = {
  standard: { width: 896, zIndex: undefined },
  raised: { width: 895, zIndex: 2001 },
  drawer: { width: 480, zIndex: undefined },
} as const

/**
 * §2 dialog container: title, More dropdown (print, download PDF when the app draws one, custom items), QR-code button,
 * content, optional pagination and footer buttons from `formBtnList` with the §5 click lock.
 * Cancel closes it, or asks first with `closeConfirm`; `disabledAutoClose` keeps it open after a button.
 */
export function DialogContainer(props: DialogContainerProps) {
  const { labels, variant = 'standard' } = props
  const [asking, setAsking] = useState(false)
  const [showQr, setShowQr] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const content = useRef<HTMLDivElement>(null)
  const lock = useMemo(() => createClickLock(), [])
  const size = VARIANTS[variant]
  const width = props.width ?? size.width

  const cancel = () => (props.closeConfirm ? setAsking(true) : props.onClose())
  const press = async (button: DialogButton) => {
    if (button.disabled || !lock.take(button.event, lockMsOf(button.delay))) return
    setBusy(button.event)
    try {
      await props.onButton?.(button)
      if (!props.disabledAutoClose) props.onClose()
    } catch {
      // The handler said what failed; the dialog stays open so nothing the user entered is lost.
    } finally {
      setBusy(null)
    }
  }
  const print = () => {
    if (content.current) printElement(content.current, props.title)
  }
  const downloadPdf = () => {
    // The app says what failed (its call's refusal); the dialog stays as it was.
    if (content.current) props.downloadPdf?.(printableOf(content.current, props.title)).catch(() => {})
  }

  return (
    <Dialog.Root
      open={props.open}
      closeOnInteractOutside={false}
      onOpenChange={(d) => {
        if (!d.open) cancel()
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="hr-dialog-backdrop" style={size.zIndex ? { zIndex: size.zIndex - 1 } : undefined} />
        <Dialog.Positioner
          className={variant === 'drawer' ? 'hr-dialog-positioner hr-drawer-positioner' : 'hr-dialog-positioner'}
          style={size.zIndex ? { zIndex: size.zIndex } : undefined}
        >
          <Dialog.Content
            className="hr-dialog hr-dialog-container"
            data-testid="dialog-container"
            data-variant={variant}
            style={{ width: typeof width === 'number' ? `${width}px` : width }}
          >
            <header className="hr-dialog-head">
              <Dialog.Title className="hr-dialog-title">{props.title}</Dialog.Title>
              <Menu.Root
                onSelect={({ value }) => {
                  if (value === 'print') return print()
                  if (value === 'pdf') return downloadPdf()
                  const item = props.dropdownList?.find((d) => d.value === value)
                  if (item) props.onDropdown?.(item)
                }}
              >
                <Menu.Trigger className="hr-button hr-button-small">{labels.more}</Menu.Trigger>
                <Menu.Positioner className="hr-menu-positioner">
                  <Menu.Content className="hr-menu">
                    <Menu.Item value="print" className="hr-menu-item">
                      {labels.print}
                    </Menu.Item>
                    {props.downloadPdf && (
                      <Menu.Item value="pdf" className="hr-menu-item">
                        {labels.downloadPdf}
                      </Menu.Item>
                    )}
                    {props.dropdownList?.map((item) => (
                      <Menu.Item key={item.value} value={item.value} className="hr-menu-item">
                        {item.text}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Menu.Root>
              {props.QRCodeProp && (
                <Button className="hr-button-small" onClick={() => setShowQr(true)}>
                  {labels.qrCode}
                </Button>
              )}
              <button type="button" className="hr-dialog-close" aria-label={labels.close} onClick={cancel}>
                ×
              </button>
            </header>
            <div className="hr-dialog-body" ref={content}>
              {props.children}
            </div>
            {props.pagination && <div className="hr-dialog-pagination">{props.pagination}</div>}
            <footer className="hr-dialog-foot">
              <Button onClick={cancel}>{labels.cancel}</Button>
              {props.formBtnList?.map((button) => (
                <Button
                  key={button.event}
                  variant={button.type === 'primary' ? 'primary' : undefined}
                  className={button.size ? `hr-button-${button.size}` : undefined}
                  disabled={button.disabled || busy === button.event}
                  aria-busy={busy === button.event}
                  data-event={button.event}
                  onClick={() => void press(button)}
                >
                  {button.text}
                </Button>
              ))}
            </footer>
            {asking && (
              <ConfirmDialog
                open
                title={labels.closeConfirmTitle}
                okText={labels.ok}
                cancelText={labels.cancel}
                closeLabel={labels.close}
                onOk={() => {
                  setAsking(false)
                  props.onClose()
                }}
                onCancel={() => setAsking(false)}
              >
                <p>{labels.closeConfirmText}</p>
              </ConfirmDialog>
            )}
            {showQr && props.QRCodeProp && (
              <QrCodeDialog qr={props.QRCodeProp} labels={labels} onClose={() => setShowQr(false)} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
