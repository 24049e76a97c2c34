import './careers-texts'
import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Button } from '@hr-portal/ui/light'
import { $language, languageChosen, showLanguage } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { ShellBar } from '../../lib/layout/shell-bar'
import { describeError } from '../../lib/describe-error'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ApplyForm } from './apply-form'
import { careersOf, type Careers, type OpenJob } from './careers-api'

/** /careers/<tenant code>: a tenant's open jobs and the application form, signed out, in the host's brand. */
export function CareersPage({ code }: { code: string }) {
  const t = useT()
  const language = useStore($language)
  useDocumentTitle('careers.pageTitle')
  const [careers, setCareers] = useState<Careers | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [job, setJob] = useState<OpenJob | null>(null)
  const [done, setDone] = useState<{ name: string; job: string } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  // Until the visitor picks a language, the page speaks the browser's (its Accept-Language), English or Chinese.
  useEffect(() => {
    if (!languageChosen() && /^en\b/i.test(navigator.languages?.[0] ?? navigator.language ?? ''))
      void showLanguage('en')
  }, [])

  useEffect(() => {
    let cancelled = false
    careersOf(code).then(
      (c) => {
        if (!cancelled) setCareers(c)
      },
      (err) => {
        if (!cancelled) setError(describeError(err, t))
      },
    )
    return () => {
      cancelled = true
    }
  }, [code, language])

  // Each step (list, form, thanks) puts the keyboard on its heading.
  useEffect(() => {
    heading.current?.focus()
  }, [job, done])

  return (
    <div className="login-screen careers-screen">
      <ShellBar />
      <main className="careers-main">
        {careers && (
          <h1 ref={heading} tabIndex={-1}>
            {t('careers.title', { company: careers.company })}
          </h1>
        )}
        {!careers && !error && <p role="status">{t('careers.loading')}</p>}
        {error && (
          <p role="alert" className="login-error">
            {error}
          </p>
        )}
        {careers && done && (
          <section className="careers-done" aria-live="polite">
            <h2>{t('careers.doneTitle', { name: done.name })}</h2>
            <p>{t('careers.doneText', { job: done.job })}</p>
            <Button
              onClick={() => {
                setDone(null)
                setJob(null)
              }}
            >
              {t('careers.another')}
            </Button>
          </section>
        )}
        {careers && !done && job && (
          <ApplyForm
            code={code}
            job={job}
            onCancel={() => setJob(null)}
            onDone={(name) => setDone({ name, job: job.title })}
          />
        )}
        {careers && !done && !job && (
          <>
            <p className="careers-intro">{careers.jobs.length ? t('careers.intro') : t('careers.none')}</p>
            <ul className="careers-jobs">
              {careers.jobs.map((j) => (
                <li key={j.id} className="careers-job">
                  <h2>{j.title}</h2>
                  <p className="careers-meta">
                    {j.unit} · {t('careers.vacancies', { count: j.vacancies })}
                  </p>
                  {j.description && <p className="careers-description">{j.description}</p>}
                  <Button variant="primary" onClick={() => setJob(j)} aria-label={`${t('careers.apply')}: ${j.title}`}>
                    {t('careers.apply')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  )
}
