import { useRef, useState, type FormEvent } from 'react'
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/names'
import { uploadFile } from '../api/client'
import { describeFailure } from '../api/describe'
import { readDocumentAnswer } from '../api/read'
import type { Translate } from '../i18n/i18n'
import { announce } from '../parts/announcer'
import { Field } from '../parts/field'

/** The largest file the backend takes. */
const MAX_BYTES = 5 * 1024 * 1024

/** Upload of one document: its type, its expiry date and the file (PDF or image, checked for size first). */
export function UploadForm({ supplierId, uploaded, t }: { supplierId: number; uploaded(): void; t: Translate }) {
  const [type, setType] = useState<DocumentType>('licence')
  const [expiresOn, setExpiresOn] = useState('')
  const [errors, setErrors] = useState<{ expiresOn?: string; file?: string }>({})
  const [failure, setFailure] = useState('')
  const [percent, setPercent] = useState<number | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    const found = {
      ...(expiresOn ? {} : { expiresOn: t('field.required') }),
      ...(!file ? { file: t('upload.noFile') } : file.size > MAX_BYTES ? { file: t('upload.tooLarge') } : {}),
    }
    setErrors(found)
    setFailure('')
    if (found.expiresOn || found.file || !file)
      return document.getElementById(found.expiresOn ? 'upload-expires' : 'upload-file')?.focus()
    setPercent(0)
    try {
      const saved = readDocumentAnswer(
        await uploadFile({ supplierId: String(supplierId), type, expiresOn }, file, (p) => setPercent(p.percent)),
      )
      announce(t('upload.done', { name: saved.fileName }))
      setExpiresOn('')
      if (fileInput.current) fileInput.current.value = ''
      uploaded()
    } catch (error) {
      setFailure(describeFailure(error, t))
    } finally {
      setPercent(null)
    }
  }

  return (
    <form
      className="form upload"
      onSubmit={submit}
      noValidate
      aria-busy={percent !== null}
      aria-labelledby="upload-title"
    >
      <h3 id="upload-title">{t('upload.title')}</h3>
      <div className="form-row">
        <Field id="upload-type" label={t('upload.type')}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={type}
              onChange={(event) => setType(event.target.value as DocumentType)}
            >
              {DOCUMENT_TYPES.map((d) => (
                <option key={d} value={d}>
                  {t(`doctype.${d}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="upload-expires" label={t('upload.expiresOn')} error={errors.expiresOn}>
          {(props) => (
            <input
              {...props}
              className="input"
              type="date"
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              required
            />
          )}
        </Field>
      </div>
      <Field id="upload-file" label={t('upload.file')} error={errors.file}>
        {(props) => (
          <input
            {...props}
            ref={fileInput}
            className="input"
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            required
          />
        )}
      </Field>
      {failure && (
        <p className="failure" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={percent !== null}>
          {percent === null ? t('upload.submit') : t('upload.sending', { percent })}
        </button>
      </div>
    </form>
  )
}
