import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '../button'
import { acceptOf, checkFiles, formatsOf, type FileProblem, type UploadLimits } from './upload-rules'
import type { UploadedFile, UploadFn, UploadLabels } from './types'

interface Entry {
  id: number
  file: File
  status: 'uploading' | 'done' | 'failed' | 'cancelled' | 'refused'
  percent: number
  problem?: FileProblem
  result?: UploadedFile
  controller?: AbortController
}

export interface UploadProps extends UploadLimits {
  labels: UploadLabels
  upload: UploadFn
  /** Every uploaded file, after each change. */
  onChange?: (files: UploadedFile[]) => void
}

let nextId = 1

/**
 * §5 upload: choose or drop files; each is checked (format, 0 KB, size, count) before it is sent,
 * then shows its own progress with cancel, and retry when it failed or was cancelled.
 */
export function Upload({ labels, upload, onChange, ...limits }: UploadProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [entries, setEntries] = useState<Entry[]>([])
  const [dragging, setDragging] = useState(false)
  const maxMb = Math.round((limits.maxBytes / 1048576) * 10) / 10
  const update = (entryId: number, change: Partial<Entry>) =>
    setEntries((list) => {
      const next = list.map((e) => (e.id === entryId ? { ...e, ...change } : e))
      if (change.status) onChange?.(next.filter((e) => e.status === 'done').map((e) => e.result!))
      return next
    })

  const send = (entry: Entry) => {
    const controller = new AbortController()
    update(entry.id, { status: 'uploading', percent: 0, controller })
    upload(entry.file, { signal: controller.signal, onProgress: ({ percent }) => update(entry.id, { percent }) }).then(
      (result) => update(entry.id, { status: 'done', percent: 100, result }),
      () => update(entry.id, { status: controller.signal.aborted ? 'cancelled' : 'failed' }),
    )
  }

  const add = (files: File[]) => {
    const live = entries.filter((e) => e.status !== 'refused' && e.status !== 'cancelled').length
    const problems = checkFiles(files, live, limits)
    const added: Entry[] = files.map((file, i) => ({
      id: nextId++,
      file,
      status: problems[i] ? 'refused' : 'uploading',
      percent: 0,
      problem: problems[i] ?? undefined,
    }))
    setEntries((list) => [...list.filter((e) => e.status !== 'refused'), ...added])
    for (const entry of added) if (!entry.problem) queueMicrotask(() => send(entry))
  }

  const problemText = (problem: FileProblem) =>
    problem === 'tooLarge'
      ? labels.tooLarge(maxMb)
      : problem === 'tooMany'
        ? labels.tooMany(limits.maxCount)
        : labels[problem]
  const statusText = (e: Entry) =>
    e.status === 'uploading'
      ? labels.uploading(e.percent)
      : e.status === 'done'
        ? labels.done
        : e.status === 'failed'
          ? labels.failed
          : e.status === 'cancelled'
            ? labels.cancelled
            : problemText(e.problem!)
  const formats = formatsOf(limits).join(', ')

  return (
    <div className="hr-upload">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; the choose button inside is the keyboard's way */}
      <div
        className="hr-upload-drop"
        data-dragging={dragging || undefined}
        data-testid="upload-drop"
        onDragOver={(e: DragEvent) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault()
          setDragging(false)
          add(Array.from(e.dataTransfer.files))
        }}
      >
        <span>{labels.drop}</span>{' '}
        <label htmlFor={`${id}-input`} className="hr-upload-choose">
          {labels.choose}
        </label>
        <input
          id={`${id}-input`}
          ref={input}
          type="file"
          multiple
          accept={acceptOf(limits)}
          className="hr-visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
        />
        <p id={`${id}-hint`} className="hr-upload-hint">
          {labels.hint(formats, maxMb, limits.maxCount)}
        </p>
      </div>
      <ul className="hr-upload-list" aria-live="polite">
        {entries.map((e) => (
          <li key={e.id} data-status={e.status} data-testid="upload-item">
            <span className="hr-upload-name">{e.file.name}</span>
            {e.status === 'uploading' ? (
              <progress max={100} value={e.percent} aria-label={`${e.file.name} ${labels.uploading(e.percent)}`} />
            ) : null}
            <span
              className="hr-upload-status"
              role={e.status === 'refused' || e.status === 'failed' ? 'alert' : undefined}
            >
              {statusText(e)}
            </span>
            {e.status === 'uploading' && <Button onClick={() => e.controller?.abort()}>{labels.cancel}</Button>}
            {(e.status === 'failed' || e.status === 'cancelled') && (
              <Button onClick={() => send(e)}>{labels.retry}</Button>
            )}
            {e.status !== 'uploading' && (
              <Button
                aria-label={`${labels.remove} ${e.file.name}`}
                onClick={() =>
                  setEntries((list) => {
                    const next = list.filter((x) => x.id !== e.id)
                    onChange?.(next.filter((x) => x.status === 'done').map((x) => x.result!))
                    return next
                  })
                }
              >
                {labels.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
