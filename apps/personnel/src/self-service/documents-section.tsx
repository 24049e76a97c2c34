import { useId, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { selfApi } from './self-api'

const MB = 1024 * 1024

/**
 * Personal documents: on My record the person's own (no `employeeId`), on a record HR opens that person's; the list
 * (type, expiry, download, remove) and adding one.
 */
export function DocumentsSection({ employeeId }: { employeeId?: number }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const list = useRequest(() => selfApi.documents(employeeId), [language, employeeId])
  const [type, setType] = useState('')
  const [expiresOn, setExpiresOn] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const action = useAction(() => list.retry())
  const data = list.data
  const maxMb = (data?.maxBytes ?? 5 * MB) / MB
  const chosenType = type || data?.types[0]?.code || ''
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="my-documents">
      <h2 id={`${id}-title`}>{t(employeeId ? 'self.documentsOf' : 'self.documents')}</h2>
      <RequestError className="pers-error" error={list.error} retry={list.retry} />
      {data?.documents.length === 0 && <p className="pers-hint">{t('self.noDocuments')}</p>}
      <ul className="pers-self-list">
        {data?.documents.map((doc) => (
          <li key={doc.id}>
            <span className="pers-self-what">{doc.typeName}</span>
            <button
              type="button"
              className="hr-link-button"
              aria-label={t('self.download', { name: doc.name })}
              onClick={() => void action.run(() => selfApi.documentFile(doc.id))}
            >
              {doc.name}
            </button>
            <span>{doc.expiresOn ? t('self.expires', { date: doc.expiresOn }) : t('self.noExpiry')}</span>
            <button
              type="button"
              className="hr-button"
              aria-label={t('self.removeDocument', { name: doc.name })}
              onClick={() => void action.run(() => selfApi.removeDocument(doc.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {data && (
        <form
          className="pers-self-form"
          onSubmit={(event) => {
            event.preventDefault()
            const file = fileInput.current?.files?.[0]
            if (!file) return
            void action.run(async () => {
              if (file.size > (data.maxBytes ?? 5 * MB)) throw new Error(t('self.tooLarge', { mb: maxMb }))
              const uploaded = await selfApi.upload(file)
              await selfApi.addDocument({
                fileId: uploaded.id,
                typeCode: chosenType,
                ...(expiresOn ? { expiresOn } : {}),
                ...(employeeId ? { employeeId } : {}),
              })
              if (fileInput.current) fileInput.current.value = ''
              setExpiresOn('')
            }, t('self.added'))
          }}
        >
          <label htmlFor={`${id}-type`}>{t('self.documentType')}</label>
          <select id={`${id}-type`} className="hr-input" value={chosenType} onChange={(e) => setType(e.target.value)}>
            {data.types.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-file`}>{t('self.documentFile', { mb: maxMb })}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            required
            accept="application/pdf,image/jpeg,image/png"
            data-testid="document-file"
          />
          <label htmlFor={`${id}-expiry`}>{t('self.expiresOn')}</label>
          <input
            id={`${id}-expiry`}
            type="date"
            className="hr-input"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
          <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
            {action.busy ? t('self.adding') : t('self.addDocument')}
          </button>
          {action.status}
        </form>
      )}
    </section>
  )
}
