import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type Material } from '../api'
import { LoadError, useAction, useT } from '@hr-portal/kit'

/** A course's title, summary and materials: files and videos uploaded to the file centre (videos by its getVodKey rules), and links. */
export function CourseForm({
  course,
  onSaved,
  onCancel,
}: {
  course?: { id: number; title: string; summary: string; materials: Material[] }
  onSaved: (id: number) => void
  onCancel: () => void
}) {
  const t = useT()
  const [title, setTitle] = useState(course?.title ?? '')
  const [summary, setSummary] = useState(course?.summary ?? '')
  const [materials, setMaterials] = useState<Material[]>(course?.materials ?? [])
  const [link, setLink] = useState({ url: '', name: '' })
  const action = useAction()
  const vod = useRequest(() => api.vodKey(), [])

  async function addVideo(input: HTMLInputElement) {
    const file = input.files?.[0]
    const key = vod.data
    if (!file || !key) return
    await action.run(async () => {
      if (file.size > key.maxBytes) throw new Error(t('courses.videoTooLarge', { mb: key.maxBytes / 1024 / 1024 }))
      const answer = await api.uploadVideo(file, key)
      if (!answer.result) throw new Error(answer.msg)
      setMaterials((list) => [...list, { kind: 'video', fileId: answer.result!.id, name: answer.result!.fileName }])
    })
    input.value = ''
  }

  async function addFile(file: File | undefined) {
    if (!file) return
    await action.run(async () => {
      const answer = await api.upload(file)
      if (!answer.result) throw new Error(answer.msg)
      setMaterials((list) => [...list, { kind: 'file', fileId: answer.result!.id, name: answer.result!.fileName }])
    })
  }

  return (
    <form
      className="panel form-grid"
      aria-label={course ? t('courses.edit') : t('courses.add')}
      onSubmit={(e) => {
        e.preventDefault()
        void action.run(async () => onSaved((await api.saveCourse({ id: course?.id, title, summary, materials })).id))
      }}
    >
      <label>
        {t('courses.courseTitle')}
        <input required maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        {t('courses.summary')}
        <textarea maxLength={2000} rows={3} value={summary} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <fieldset>
        <legend>{t('courses.materials')}</legend>
        {materials.length === 0 && <p className="empty">{t('courses.noMaterials')}</p>}
        <ul className="plain">
          {materials.map((m, index) => (
            <li key={`${m.kind}-${index}`} className="row">
              <span>
                {t(`courses.${m.kind}`)}: {m.name}
              </span>
              <button
                type="button"
                onClick={() => setMaterials(materials.filter((_, i) => i !== index))}
                aria-label={t('courses.removeMaterial', { name: m.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <label>
          {t('courses.uploadFile')}
          <input type="file" onChange={(e) => void addFile(e.target.files?.[0])} />
        </label>
        <LoadError className="form-error" error={vod.error} retry={vod.retry} />
        {vod.data && (
          <label>
            {t('courses.uploadVideo', {
              types: vod.data.types.join(', ').toUpperCase(),
              mb: vod.data.maxBytes / 1024 / 1024,
            })}
            <input
              type="file"
              accept={vod.data.mimeTypes.join(',')}
              disabled={action.busy}
              onChange={(e) => void addVideo(e.currentTarget)}
            />
          </label>
        )}
        <div className="row">
          <label>
            {t('courses.linkUrl')}
            <input
              type="url"
              value={link.url}
              onChange={(e) => setLink({ ...link, url: e.target.value })}
              placeholder="https://"
            />
          </label>
          <label>
            {t('courses.linkName')}
            <input value={link.name} onChange={(e) => setLink({ ...link, name: e.target.value })} />
          </label>
          <button
            type="button"
            disabled={!link.url}
            onClick={() => {
              setMaterials([...materials, { kind: 'link', url: link.url, name: link.name || link.url }])
              setLink({ url: '', name: '' })
            }}
          >
            {t('courses.addLink')}
          </button>
        </div>
      </fieldset>
      {action.status}
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
