import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type CalibrationRow } from '../api'
import { cycleLabel } from '../parts/labels'
import { LoadProblem } from '../parts/problem'
import { app, useT } from '@hr-portal/kit'
import { AdjustForm } from './adjust-form'
import { CalibrationTable } from './calibration-table'
import { SalaryForm } from './salary-form'
import { SpreadTable } from './spread-table'

/** Calibration (menu 8602): the spread per department against the target, ratings adjusted with a reason, the release. */
export function CalibrationPage() {
  const t = useT()
  const canRelease = usePermission('860202') === true
  const canAdjustFn = usePermission('860201') === true
  const canProposeFn = usePermission('860203') === true
  const [version, setVersion] = useState(0)
  const [picked, setPicked] = useState<number | null>(null)
  const [action, setAction] = useState<{ kind: 'adjust' | 'salary'; row: CalibrationRow } | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const cycles = useRequest(() => api.cycles(), [version])
  const listed = (cycles.data?.rows ?? []).filter((c) => c.phase !== 'draft')
  const cycleId = picked ?? listed.find((c) => c.phase === 'calibration')?.id ?? listed[0]?.id ?? null
  const page = useRequest(() => (cycleId ? api.calibration(cycleId) : Promise.resolve(null)), [cycleId, version])
  const data = page.data?.cycle.id === cycleId ? page.data : null
  const saved = (message: string) => {
    setDone(message)
    setProblem('')
    setAction(null)
    setVersion((n) => n + 1)
  }

  async function release() {
    if (!data) return
    setProblem('')
    const ok = await app.shell.ui
      .confirm({ title: t('calibration.release'), content: t('calibration.releaseConfirm', { name: data.cycle.name }) })
      .catch(() => false)
    if (!ok) return
    try {
      await api.release(data.cycle.id)
      saved(t('calibration.released', { name: data.cycle.name }))
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  const inCalibration = data?.cycle.phase === 'calibration'
  return (
    <div className="perf-page">
      <header className="page-head">
        <h1>{t('calibration.title')}</h1>
        {canRelease && inCalibration && (
          <button type="button" className="primary" onClick={() => void release()}>
            {t('calibration.release')}
          </button>
        )}
      </header>
      <div className="page-body">
        <p role="status" aria-live="polite" className="form-done" data-testid="calibration-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error" data-testid="calibration-problem">
            {problem}
          </p>
        )}
        <LoadProblem error={cycles.error ?? page.error} retry={() => setVersion((n) => n + 1)} />
        {cycles.data && listed.length === 0 && <p className="empty">{t('calibration.none')}</p>}
        {listed.length > 0 && (
          <label className="cycle-pick">
            {t('cycle.pick')}
            <select
              value={cycleId ?? ''}
              onChange={(e) => {
                setPicked(Number(e.target.value))
                setAction(null)
                setDone('')
              }}
            >
              {listed.map((c) => (
                <option key={c.id} value={c.id}>
                  {cycleLabel(t, c)}
                </option>
              ))}
            </select>
          </label>
        )}
        {data && (
          <>
            {data.spread ? (
              <SpreadTable spread={data.spread} target={data.cycle.target} />
            ) : (
              <p className="hint">{t('calibration.ratingsHidden')}</p>
            )}
            <CalibrationTable
              rows={data.participants}
              hidden={data.hidden}
              canAdjust={canAdjustFn && data.canAdjust && inCalibration}
              canPropose={canProposeFn && data.canProposeSalary && (inCalibration || data.cycle.phase === 'released')}
              onAdjust={(row) => {
                setAction({ kind: 'adjust', row })
                setDone('')
              }}
              onPropose={(row) => {
                setAction({ kind: 'salary', row })
                setDone('')
              }}
            />
            {action?.kind === 'adjust' && (
              <AdjustForm
                key={action.row.employeeId}
                cycleId={data.cycle.id}
                row={action.row}
                onSaved={saved}
                onCancel={() => setAction(null)}
              />
            )}
            {action?.kind === 'salary' && (
              <SalaryForm
                key={action.row.employeeId}
                cycleId={data.cycle.id}
                row={action.row}
                onSaved={saved}
                onCancel={() => setAction(null)}
              />
            )}
          </>
        )}
      </div>
    </div>
  )
}
