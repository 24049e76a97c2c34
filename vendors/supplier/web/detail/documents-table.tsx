import { useState } from 'react'
import { useEnv } from '@hr-portal/bridge/react'
import { call, downloadFile } from '../api/client'
import { describeFailure } from '../api/describe'
import type { SupplierDocument } from '../api/types'
import type { Translate } from '../i18n/i18n'
import { announce } from '../parts/announcer'
import { StateBadge } from '../parts/badges'
import { formatDay, formatSize } from '../parts/format'
import { saveFile } from './save-file'

/** The supplier's documents with download and delete (delete asks for a second click, inline). */
export function DocumentsTable({
  documents,
  changed,
  t,
}: {
  documents: SupplierDocument[]
  changed(): void
  t: Translate
}) {
  const { language } = useEnv()
  const [confirming, setConfirming] = useState<number | null>(null)
  const [failure, setFailure] = useState('')
  const attempt = async (work: () => Promise<void>) => {
    setFailure('')
    try {
      await work()
    } catch (error) {
      setFailure(describeFailure(error, t))
    }
  }
  const download = (document: SupplierDocument) =>
    attempt(async () => {
      const file = await downloadFile(document.id)
      saveFile(file.blob, file.filename || document.fileName)
    })
  const remove = (document: SupplierDocument) =>
    attempt(async () => {
      await call('/documents/delete', { id: document.id })
      setConfirming(null)
      announce(t('docs.deleted', { name: document.fileName }))
      changed()
    })

  if (documents.length === 0) return <p className="muted">{t('docs.empty')}</p>
  return (
    <>
      <table className="table cards" data-testid="document-table">
        <caption className="sr-only">{t('docs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('docs.type')}</th>
            <th scope="col">{t('docs.file')}</th>
            <th scope="col">{t('docs.expiresOn')}</th>
            <th scope="col">{t('docs.size')}</th>
            <th scope="col">{t('docs.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className={`doc-${document.state}`}>
              <th scope="row" data-label={t('docs.type')}>
                {t(`doctype.${document.type}`)}
              </th>
              <td data-label={t('docs.file')} className="file-name">
                {document.fileName}
              </td>
              <td data-label={t('docs.expiresOn')}>
                {formatDay(document.expiresOn, language)} <StateBadge state={document.state} t={t} />
              </td>
              <td data-label={t('docs.size')}>{formatSize(document.size, language)}</td>
              <td data-label={t('docs.actions')}>
                <div className="row-actions">
                  {confirming === document.id ? (
                    <span role="group" aria-label={t('docs.confirmDelete', { name: document.fileName })}>
                      <button type="button" className="button danger small" onClick={() => remove(document)}>
                        {t('docs.confirm')}
                      </button>
                      <button type="button" className="button small" autoFocus onClick={() => setConfirming(null)}>
                        {t('docs.keep')}
                      </button>
                    </span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button small"
                        onClick={() => download(document)}
                        aria-label={t('docs.download', { name: document.fileName })}
                      >
                        {t('docs.downloadShort')}
                      </button>
                      <button
                        type="button"
                        className="button small"
                        onClick={() => setConfirming(document.id)}
                        aria-label={t('docs.delete', { name: document.fileName })}
                      >
                        {t('docs.deleteShort')}
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failure && (
        <p className="failure" role="alert">
          {failure}
        </p>
      )}
    </>
  )
}
