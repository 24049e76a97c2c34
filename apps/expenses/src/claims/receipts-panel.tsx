import { useState } from 'react'
import { ImageViewer, imageViewerLabels } from '@hr-portal/ui'
import { useLanguage, useT } from '@hr-portal/kit'
import type { Receipt } from '../api'
import { useReceiptImages } from './receipt-images'

/** The receipt types a phone or browser may pick: photos (the camera on a phone) and PDFs. */
export const RECEIPT_ACCEPT = 'image/*,application/pdf'

/** What a receipt's invoice says, typed with it (both optional): another claim with the same pair is flagged. */
export interface Invoice {
  invoiceNo: string
  amount: string
}

const isImage = (r: Receipt) => r.type.startsWith('image/')
const kb = (size: number) => Math.max(1, Math.round(size / 1024))

/**
 * A claim's receipts: each with its name and size, a preview (pictures in the UI kit's viewer, a PDF in a new tab), the
 * other claims holding the same receipt, and, while the claim is a draft, the camera input to add one and a remove button.
 */
export function ReceiptsPanel({
  receipts,
  onAdd,
  onRemove,
  busy,
}: {
  receipts: Receipt[]
  onAdd?: (file: File, invoice: Invoice) => void
  onRemove?: (receipt: Receipt) => void
  busy?: boolean
}) {
  const t = useT()
  const language = useLanguage()
  const [viewing, setViewing] = useState<number | null>(null)
  const [invoice, setInvoice] = useState<Invoice>({ invoiceNo: '', amount: '' })
  const images = receipts.filter(isImage)
  const sources = useReceiptImages(images)
  return (
    <section className="panel" aria-labelledby="receipts-title">
      <h2 id="receipts-title">{t('receipts.title')}</h2>
      {receipts.length === 0 && <p className="hint">{t('receipts.none')}</p>}
      <ul className="receipts">
        {receipts.map((r) => (
          <li key={r.id} className="receipt" data-testid="receipt">
            {isImage(r) ? (
              <button
                type="button"
                className="thumb"
                aria-label={t('receipts.view', { name: r.fileName })}
                onClick={() => setViewing(images.indexOf(r))}
              >
                {sources[r.id] && <img src={sources[r.id]} alt="" />}
              </button>
            ) : (
              <a
                className="thumb pdf"
                href={r.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('receipts.view', { name: r.fileName })}
              >
                PDF
              </a>
            )}
            <div className="receipt-text">
              <span className="receipt-name">{r.fileName}</span>
              <span className="sub">{t('receipts.size', { kb: kb(r.size) })}</span>
              {r.invoiceNo && (
                <span className="sub">{t('receipts.invoiceOf', { no: r.invoiceNo, amount: r.amount ?? '' })}</span>
              )}
              {r.duplicates.map((d) => (
                <span key={d.claimId} className="finding finding-refuse" role="note">
                  {t(`receipts.duplicate.${d.reason}`, { title: d.claimTitle })}
                </span>
              ))}
            </div>
            {onRemove && (
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => onRemove(r)}
                aria-label={t('receipts.removeNamed', { name: r.fileName })}
              >
                {t('receipts.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {onAdd && (
        <div className="invoice-fields">
          <label>
            {t('receipts.invoiceNo')}
            <input
              value={invoice.invoiceNo}
              maxLength={40}
              onChange={(e) => setInvoice({ ...invoice, invoiceNo: e.target.value })}
              data-testid="receipt-invoice-no"
            />
          </label>
          <label>
            {t('receipts.invoiceAmount')}
            <input
              value={invoice.amount}
              inputMode="decimal"
              maxLength={16}
              onChange={(e) => setInvoice({ ...invoice, amount: e.target.value })}
              data-testid="receipt-invoice-amount"
            />
          </label>
          <span className="sub">{t('receipts.invoiceHint')}</span>
        </div>
      )}
      {onAdd && (
        <label className="camera">
          <span className="camera-button">{t('receipts.add')}</span>
          <input
            type="file"
            accept={RECEIPT_ACCEPT}
            capture="environment"
            disabled={busy}
            data-testid="receipt-input"
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) onAdd(file, invoice)
            }}
          />
          <span className="sub">{t('receipts.hint')}</span>
        </label>
      )}
      {viewing !== null && (
        <ImageViewer
          open
          images={images.map((r) => ({ src: sources[r.id] ?? '', alt: r.fileName }))}
          startIndex={viewing}
          labels={imageViewerLabels[language]}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  )
}
