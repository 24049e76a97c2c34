import { useCallback, useEffect, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type Answer, type Attempt } from '../api'
import { Page } from '../page'
import { app, LoadError, router, useT } from '@hr-portal/kit'
import { Countdown } from './countdown'
import { QuestionInput } from './question-input'
import { ResultLine } from './result-line'

/**
 * Taking an exam (`/my-exams/:id`): starts or resumes the sitting (the questions, the answers given and the time left
 * come from the server), saves each answer as it is given, hands in on request or when the time is up.
 */
export function TakePage({ examId }: { examId: number }) {
  const t = useT()
  const sheet = useRequest(() => api.sheet(examId), [examId])
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [answers, setAnswers] = useState<Record<string, Answer>>({})
  // The number of the question last saved (its words follow the language).
  const [saved, setSaved] = useState(0)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    if (sheet.data) {
      setAttempt(sheet.data.attempt)
      setAnswers(sheet.data.answers)
    }
  }, [sheet.data])
  const taking = attempt?.state === 'taking'

  async function save(questionId: number, answer: Answer) {
    setAnswers((all) => ({ ...all, [questionId]: answer }))
    try {
      await api.saveAnswer(examId, questionId, answer)
      setSaved((sheet.data?.questions.findIndex((q) => q.id === questionId) ?? 0) + 1)
      setProblem('')
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }
  function text(questionId: number, value: string, leave: boolean) {
    clearTimeout(timers.current.get(questionId))
    if (leave) {
      if (value !== answers[questionId]) void save(questionId, value)
      return
    }
    timers.current.set(
      questionId,
      setTimeout(() => void save(questionId, value), 800),
    )
  }

  const handIn = useCallback(
    async (timeUp: boolean) => {
      setBusy(true)
      for (const timer of timers.current.values()) clearTimeout(timer)
      try {
        setAttempt((await api.submit(examId)).attempt)
      } catch (cause) {
        // The server handed it in first (its clock decides): read the result.
        const info = await api.examInfo(examId).catch(() => null)
        if (info?.attempt) setAttempt(info.attempt)
        if (!timeUp) setProblem(messageOf(cause))
      } finally {
        setBusy(false)
      }
    },
    [examId],
  )

  async function confirmHandIn() {
    const unanswered = (sheet.data?.questions ?? []).filter(
      (q) => answers[q.id] === undefined || answers[q.id] === '',
    ).length
    const ok = await app.shell.ui
      .confirm({
        title: t('take.handIn'),
        content: unanswered ? t('take.confirmUnanswered', { n: unanswered }) : t('take.confirm'),
      })
      .catch(() => false)
    if (ok) await handIn(false)
  }

  const data = sheet.data
  return (
    <Page
      title={data?.exam.title ?? t('myExams.title')}
      actions={
        <button type="button" onClick={() => router.navigate('/my-exams')}>
          {t('common.back')}
        </button>
      }
    >
      <LoadError className="form-error" error={sheet.error} retry={sheet.retry} />
      {data && attempt && taking && <Countdown remainingMs={attempt.remainingMs} onTimeUp={() => void handIn(true)} />}
      {data && attempt && !taking && <ResultLine attempt={attempt} />}
      {data && attempt && !taking && attempt.passed && (
        <button
          type="button"
          onClick={() => void api.certificate(examId, data.exam.title).catch((c) => setProblem(messageOf(c)))}
        >
          {t('myExams.certificate')}
        </button>
      )}
      <p role="status" aria-live="polite" className="form-done" data-testid="save-status">
        {saved > 0 && t('take.saved', { n: saved })}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {data && attempt && (
        <form
          className="sheet"
          aria-label={data.exam.title}
          onSubmit={(e) => {
            e.preventDefault()
            void confirmHandIn()
          }}
        >
          {data.questions.map((question, index) => (
            <div key={question.id}>
              <QuestionInput
                question={question}
                number={index + 1}
                value={answers[question.id]}
                disabled={!taking || busy}
                onAnswer={(answer) => void save(question.id, answer)}
                onText={(value, leave) => text(question.id, value, leave)}
              />
              {data.points && (
                <p className="hint">
                  {t('take.pointsGot', { got: data.points[question.id] ?? 0, of: question.score })}
                </p>
              )}
            </div>
          ))}
          {taking && (
            <div className="buttons">
              <button type="submit" className="primary" disabled={busy}>
                {t('take.handIn')}
              </button>
            </div>
          )}
        </form>
      )}
    </Page>
  )
}
