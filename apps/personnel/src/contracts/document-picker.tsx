import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { useAction, useT } from '@hr-portal/kit'
import { contractApi, type ContractDocument } from './contract-api'

/** A contract's documents: upload a new file to the file centre, attach one uploaded earlier, or remove one. */
export function DocumentPicker({
  documents,
  onChange,
}: {
  documents: ContractDocument[]
  onChange: (documents: ContractDocument[]) => void
}) {
  const t = useT()
  const id = useId()
  const mine = useRequest(() => contractApi.myFiles(), [])
  const [chosen, setChosen] = useState('')
  const action = useAction()
  const add = (doc: ContractDocument) => {
    if (!documents.some((d) => d.fileId === doc.fileId)) onChange([...documents, doc])
  }
  const others = (mine.data?.rows ?? []).filter((file) => !documents.some((d) => d.fileId === file.id))
  return (
    <fieldset className="pers-documents" data-testid="contract-documents">
      <legend>{t('contracts.documents')}</legend>
      {documents.length === 0 && <p className="pers-hint">{t('contracts.noDocuments')}</p>}
      <ul className="pers-plain">
        {documents.map((doc) => (
          <li key={doc.fileId}>
            {doc.name}{' '}
            <button
              type="button"
              className="hr-button"
              aria-label={t('contracts.removeDocument', { name: doc.name })}
              onClick={() => onChange(documents.filter((d) => d.fileId !== doc.fileId))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="pers-inline-field">
        {t('contracts.upload')}
        <input
          type="file"
          data-testid="contract-upload"
          disabled={action.busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file)
              void action.run(async () => {
                const uploaded = await contractApi.upload(file)
                add({ fileId: uploaded.id, name: uploaded.fileName })
              })
          }}
        />
      </label>
      {others.length > 0 && (
        <div className="pers-inline-field">
          <label htmlFor={`${id}-existing`}>{t('contracts.attachExisting')}</label>
          <select id={`${id}-existing`} className="hr-input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('common.choose')}</option>
            {others.map((file) => (
              <option key={file.id} value={file.id}>
                {file.fileName}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="hr-button"
            disabled={!chosen}
            onClick={() => {
              const file = others.find((f) => f.id === chosen)
              if (file) add({ fileId: file.id, name: file.fileName })
              setChosen('')
            }}
          >
            {t('contracts.attach')}
          </button>
        </div>
      )}
      {action.busy && <p role="status">{t('contracts.uploading')}</p>}
      {action.problem && (
        <p role="alert" className="pers-error">
          {action.problem}
        </p>
      )}
    </fieldset>
  )
}
