import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { apply, type OpenJob } from './careers-api'

const SliderCaptcha = lazy(() =>
  import('../../login/captcha/slider-captcha').then((m) => ({ default: m.SliderCaptcha })),
)

const PHONE = /^1\d{10}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_BYTES = 5 * 1024 * 1024

type Field = 'name' | 'phone' | 'email' | 'resume'

/**
 * The application form of one job: name, mobile, e-mail and a PDF résumé, checked here first (the gateway checks the
 * file by its content); then the slider puzzle, then the upload.
 */
export function ApplyForm({
  code,
  job,
  onDone,
  onCancel,
}: {
  code: string
  job: OpenJob
  onDone: (name: string) => void
  onCancel: () => void
}) {
  const t = useT()
  const [values, setValues] = useState({ name: '', phone: '', email: '' })
  const [resume, setResume] = useState<File | null>(null)
  const [touched, setTouched] = useState(false)
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const problems: Partial<Record<Field, string>> = {}
  if (!values.name.trim()) problems.name = t('careers.nameRequired')
  if (!PHONE.test(values.phone.trim())) problems.phone = t('careers.badPhone')
  if (!EMAIL.test(values.email.trim())) problems.email = t('careers.badEmail')
  if (!resume) problems.resume = t('careers.resumeRequired')
  else if (!/\.pdf$/i.test(resume.name)) problems.resume = t('careers.resumeNotPdf')
  else if (resume.size > MAX_BYTES) problems.resume = t('careers.resumeTooLarge')
  const shown = (field: Field) => (touched ? (problems[field] ?? null) : null)
  const field = (name: 'name' | 'phone' | 'email', extra: Record<string, unknown>) => ({
    label: t(`careers.${name}`),
    name,
    value: values[name],
    error: shown(name),
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    ...extra,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setError(null)
    const first = (['name', 'phone', 'email', 'resume'] as const).find((f) => problems[f])
    if (first) {
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`.careers-form [name="${first}"]`)?.focus())
      return
    }
    setCaptcha(true)
  }

  async function send(captchaToken: string) {
    setCaptcha(false)
    setBusy(true)
    try {
      await apply({ code, jobId: job.id, ...values, resume: resume!, captchaToken })
      onDone(values.name.trim())
    } catch (err) {
      setError(describeError(err, t))
    } finally {
      setBusy(false)
    }
  }

  const resumeError = shown('resume')
  return (
    <section className="careers-apply" aria-labelledby="careers-form-title">
      <h2 id="careers-form-title">{t('careers.formTitle', { job: job.title })}</h2>
      <form onSubmit={submit} noValidate aria-busy={busy} className="careers-form">
        <TextField {...field('name', { autoComplete: 'name', maxLength: 60 })} />
        <TextField {...field('phone', { autoComplete: 'tel', inputMode: 'tel', maxLength: 11 })} />
        <TextField {...field('email', { autoComplete: 'email', inputMode: 'email', maxLength: 200 })} />
        <div className="careers-file">
          <label htmlFor="careers-resume">{t('careers.resume')}</label>
          <input
            id="careers-resume"
            name="resume"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? 'careers-resume-error' : undefined}
            onChange={(e) => setResume(e.target.files?.[0] ?? null)}
          />
          {resumeError && (
            <p id="careers-resume-error" className="careers-field-error">
              {resumeError}
            </p>
          )}
        </div>
        <p className="careers-privacy">{t('careers.privacy')}</p>
        <div role="alert" className="login-error">
          {error ?? ''}
        </div>
        <div className="careers-actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('careers.sending') : t('careers.submit')}
          </Button>
          <Button type="button" onClick={onCancel}>
            {t('careers.cancel')}
          </Button>
        </div>
      </form>
      {captcha && (
        <Suspense fallback={null}>
          <SliderCaptcha onPassed={(token) => void send(token)} onCancel={() => setCaptcha(false)} />
        </Suspense>
      )}
    </section>
  )
}
