import type { ReactNode } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Button } from '../button'
import { SafeHtml } from './safe-html'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  subtitle?: string
  /** A hint beside the title (its text is also the hint's accessible description). */
  tooltip?: string
  /** The confirmation heading and body. */
  heading?: string
  /** HTML content, sanitized before it is shown. */
  html?: string
  children?: ReactNode
  /** An extra button that acts at once (e.g. 'Save and publish'), between cancel and ok. */
  immediateText?: string
  onImmediate?: () => void
  /** No footer at all: the dialog is answered from its content or the close icon. */
  hideFooter?: boolean
  okText: string
  /** Without it the dialog is the 'I got it' single-confirm mode. */
  cancelText?: string
  /** Close icon and Escape; a prompt that must be answered sets false. */
  closable?: boolean
  closeLabel?: string
  onOk: () => void
  onCancel?: () => void
  /**
   * Who asks, shown above the title: a sub-app's name and icon on every dialog a sub-app
   * requests, so no app can pass its dialog off as one of the shell's own prompts.
   */
  asker?: ReactNode
}

/**
 * §2 generic confirm dialog: 504px wide, never closed by a click on the backdrop.
 * With `closable={false}` and no `cancelText` it is a modal prompt with one confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, closable = true, onOk, onCancel } = props
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={closable}
      onOpenChange={(details) => {
        if (!details.open) onCancel?.()
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="hr-dialog-backdrop" />
        <Dialog.Positioner className="hr-dialog-positioner">
          <Dialog.Content className="hr-dialog hr-confirm" data-testid="confirm-dialog">
            {props.asker && (
              <div className="hr-dialog-asker" data-testid="confirm-asker">
                {props.asker}
              </div>
            )}
            <header className="hr-dialog-head">
              <Dialog.Title className="hr-dialog-title">{props.title}</Dialog.Title>
              {props.subtitle && <span className="hr-dialog-subtitle">{props.subtitle}</span>}
              {props.tooltip && (
                <span className="hr-dialog-tooltip" role="note" title={props.tooltip} aria-label={props.tooltip}>
                  ?
                </span>
              )}
              {closable && (
                <Dialog.CloseTrigger className="hr-dialog-close" aria-label={props.closeLabel ?? '×'}>
                  ×
                </Dialog.CloseTrigger>
              )}
            </header>
            <Dialog.Description asChild>
              <div className="hr-dialog-body">
                {props.heading && <strong className="hr-confirm-heading">{props.heading}</strong>}
                {props.html !== undefined && <SafeHtml html={props.html} className="hr-confirm-html" />}
                {props.children}
              </div>
            </Dialog.Description>
            {!props.hideFooter && (
              <footer className="hr-dialog-foot">
                {props.cancelText && <Button onClick={() => onCancel?.()}>{props.cancelText}</Button>}
                {props.immediateText && (
                  <Button onClick={() => props.onImmediate?.()} data-testid="confirm-immediate">
                    {props.immediateText}
                  </Button>
                )}
                <Button variant="primary" onClick={onOk} data-testid="confirm-ok">
                  {props.okText}
                </Button>
              </footer>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
