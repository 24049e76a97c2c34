import { useRef } from 'react'
import { QRCodeCanvas } from 'qrcode.react'
import { ConfirmDialog } from '../dialog/confirm-dialog'
import type { DialogContainerLabels, QRCodeProp } from './types'

/** The QR code of `QRCodeProp.text`, with a download named `filename`; a message when there is no text (§2). */
export function QrCodeDialog({
  qr,
  labels,
  onClose,
}: {
  qr: QRCodeProp
  labels: DialogContainerLabels
  onClose: () => void
}) {
  const holder = useRef<HTMLDivElement>(null)
  const download = () => {
    const canvas = holder.current?.querySelector('canvas')
    if (!canvas) return
    const link = document.createElement('a')
    link.href = canvas.toDataURL('image/png')
    link.download = `${qr.filename || 'qrcode'}.png`
    link.click()
  }
  return (
    <ConfirmDialog
      open
      title={labels.qrCode}
      okText={labels.close}
      closeLabel={labels.close}
      onOk={onClose}
      onCancel={onClose}
    >
      {qr.text ? (
        <div ref={holder} className="hr-qr" data-testid="qr-code">
          <QRCodeCanvas value={qr.text} size={200} marginSize={2} title={qr.text} />
          <button type="button" className="hr-button" onClick={download}>
            {labels.qrDownload}
          </button>
        </div>
      ) : (
        <p role="status" data-testid="qr-empty">
          {labels.noQrText}
        </p>
      )}
    </ConfirmDialog>
  )
}
