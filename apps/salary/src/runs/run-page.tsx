import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { salary, messageOf, type RunDetail } from '../api'
import { LoadError, router, useLanguage, useT } from '@hr-portal/kit'
import { RunAudit } from './run-audit'
import { RunImport } from './run-import'
import { RunLines } from './run-lines'
import { monthBefore } from './month-before'
import { RunSummary } from './run-summary'
import { BankFileButton } from '../outputs/bank-file-button'
import { VoucherButtons } from '../outputs/voucher-buttons'
import { CorrectDialog } from './correct-dialog'
import { RunCorrections } from './run-corrections'
import { StatusTag } from './status-tag'

/** One run (`/runs/:id`): its totals, inputs (typed or imported), calculation, review, approval, publication and trail. */
export function RunPage({ id }: { id: number }) {
  const t = useT()
  const language = useLanguage()
  const [canCalculate, canSubmit, canPublish] = [
    usePermission('820401') === true,
    usePermission('820402') === true,
    usePermission('820403') === true,
  ]
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const detail = useRequest(() => salary.runs.detail({ id }), [id, version])
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const [warnings, setWarnings] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [correcting, setCorrecting] = useState(false)
  const act = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true)
    setProblem('')
    setStatus('')
    setWarnings([])
    try {
      await action()
      setStatus(message)
      reload()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  const data: RunDetail | null = detail.data ?? null
  const run = data?.run
  const open = run ? run.status === 'draft' || run.status === 'calculated' : false
  // A reversal negates what was paid: nothing is entered in it.
  const entering = open && run?.correction !== 'reverse'
  const inputItems = (data?.inputItems ?? []).map((item) => ({
    code: item.code,
    name: language === 'en' ? item.nameEn : item.nameZh,
  }))
  return (
    <div className="page">
      <header className="page-head">
        <h1>
          {run ? t('run.title', { group: `${run.groupName} ${run.name}`.trim(), month: run.month }) : t('runs.title')}{' '}
          {run && <StatusTag status={run.status} />}
        </h1>
        <button type="button" onClick={() => router.navigate('/runs')}>
          {t('run.back')}
        </button>
      </header>
      <div className="page-body">
        <LoadError error={detail.error} retry={detail.retry} />
        {run && data && (
          <>
            <RunSummary
              run={run}
              previous={data.previous}
              canChange={canCalculate && run.status !== 'published'}
              onThreshold={(value) =>
                act(() => salary.runs.threshold({ id: run.id, threshold: value }), t('run.thresholdSaved', { value }))
              }
            />
            <div className="buttons" role="group" aria-label={t('run.actions')}>
              {canCalculate && open && (
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  onClick={() =>
                    act(
                      async () =>
                        setWarnings(
                          (await salary.runs.calculate({ id: run.id })).warnings.map((warning) => warning.text),
                        ),
                      t('run.calculated'),
                    )
                  }
                >
                  {t('run.calculate')}
                </button>
              )}
              {canSubmit && run.status === 'calculated' && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => act(() => salary.runs.submit({ id: run.id }), t('run.submitted'))}
                >
                  {t('run.submit')}
                </button>
              )}
              {canPublish && run.status === 'locked' && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => act(() => salary.runs.publish({ id: run.id }), t('run.published'))}
                >
                  {t('run.publish')}
                </button>
              )}
              {canCalculate && run.status === 'published' && run.kind !== 'correction' && (
                <button type="button" disabled={busy} onClick={() => setCorrecting(true)}>
                  {t('runKinds.correct')}
                </button>
              )}
              <BankFileButton
                runId={run.id}
                name={t('bank.runName', { group: run.groupName, month: run.month })}
                status={run.status}
              />
              <VoucherButtons
                runId={run.id}
                name={t('bank.runName', { group: run.groupName, month: run.month })}
                status={run.status}
              />
            </div>
            {correcting && (
              <CorrectDialog
                runId={run.id}
                name={t('run.title', { group: `${run.groupName} ${run.name}`.trim(), month: run.month })}
                onClose={() => setCorrecting(false)}
                onDone={(next) => {
                  setCorrecting(false)
                  router.navigate(`/runs/${next}`)
                }}
              />
            )}
            <RunCorrections run={run} clawBack={data.clawBack} />
            <p className="hint">{t(`run.next.${run.status}`)}</p>
            <p className="form-done" role="status" aria-live="polite">
              {status}
            </p>
            {problem && (
              <p role="alert" className="form-error">
                {problem}
              </p>
            )}
            {warnings.length > 0 && (
              <div role="status" className="form-warnings">
                <p>{t('run.warnings', { count: warnings.length })}</p>
                <ul>
                  {warnings.slice(0, 50).map((text, index) => (
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              </div>
            )}
            {canCalculate && entering && <RunImport runId={run.id} onDone={reload} />}
            <RunLines
              runId={run.id}
              version={version}
              inputItems={inputItems}
              threshold={run.threshold}
              canInput={canCalculate && entering}
              canRecalculate={canCalculate && run.status === 'calculated'}
              monthBefore={monthBefore(run.month)}
              onChanged={(message) => {
                setStatus(message)
                reload()
              }}
            />
            <RunAudit entries={data.audit} />
          </>
        )}
      </div>
    </div>
  )
}
