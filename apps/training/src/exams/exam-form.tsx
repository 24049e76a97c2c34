import { useState } from 'react'
import { api, type Audience, type Exam, type Paper } from '../api'
import { AudienceField } from '../audience-field'
import { useAction, useT } from '@hr-portal/kit'

const nobody: Audience = { organIds: [], zhiweiIds: [], employeeIds: [] }

/**
 * An exam: its title, paper, time limit, pass mark and who takes it; a new one, or `exam` changed in place. Once
 * someone has sat it, its paper, time limit and pass mark stay as they were (the gateway refuses a change too).
 */
export function ExamForm({
  exam,
  papers,
  onSaved,
  onCancel,
}: {
  exam?: Exam
  papers: Paper[]
  onSaved: () => void
  onCancel?: () => void
}) {
  const t = useT()
  const [form, setForm] = useState({
    title: exam?.title ?? '',
    paperId: exam?.paperId ?? 0,
    minutes: exam?.minutes ?? 30,
    passMark: exam?.passMark ?? 60,
  })
  const [audience, setAudience] = useState<Audience>(exam?.audience ?? nobody)
  const action = useAction()
  const sat = exam !== undefined && exam.taking + exam.marking + exam.marked > 0
  const heading = exam ? t('exams.edit') : t('exams.add')
  return (
    <form
      className="panel form-grid"
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault()
        void action
          .run(
            () => api.saveExam({ id: exam?.id, ...form, audience, closed: exam?.closed ?? false }),
            exam ? '' : t('exams.added'),
          )
          .then((ok) => {
            if (ok) {
              if (!exam) {
                setForm({ ...form, title: '' })
                setAudience(nobody)
              }
              onSaved()
            }
          })
      }}
    >
      <h2>{heading}</h2>
      <label>
        {t('exams.examTitle')}
        <input
          required
          maxLength={100}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </label>
      {sat && <p className="hint">{t('exams.sat')}</p>}
      <label>
        {t('exams.paper')}
        <select
          required
          disabled={sat}
          value={form.paperId || ''}
          onChange={(e) => setForm({ ...form, paperId: Number(e.target.value) })}
        >
          <option value="" disabled>
            {t('common.choose')}
          </option>
          {papers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} ({t('common.points', { n: p.total })})
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <label>
          {t('exams.minutes')}
          <input
            type="number"
            min={1}
            max={600}
            required
            disabled={sat}
            value={form.minutes}
            onChange={(e) => setForm({ ...form, minutes: Number(e.target.value) })}
          />
        </label>
        <label>
          {t('exams.passMark')}
          <input
            type="number"
            min={1}
            required
            disabled={sat}
            value={form.passMark}
            onChange={(e) => setForm({ ...form, passMark: Number(e.target.value) })}
          />
        </label>
      </div>
      <AudienceField value={audience} onChange={setAudience} />
      {action.status}
      <div className="buttons">
        <button type="submit" className="primary" disabled={action.busy}>
          {exam ? t('common.save') : t('exams.add')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
