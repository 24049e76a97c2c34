import { useCallback, useEffect, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { currentGrant, dropGrant } from './grant-store'
import { GRANT_NEEDED, payslipApi, PayslipError, type Payslip } from './payslip-api'
import { PayslipView } from './payslip-view'
import { VerifyForm } from './verify-form'
import { LoadError, useT } from '@hr-portal/kit'
import './payslip.css'

/**
 * My payslips (menu 8221, every staff member's): the months published; opening one asks for the password again.
 * `runId`: the payslip to open at once (a payslip notice's link), after the password.
 */
export function MyPayslipsPage({ runId: linked }: { runId?: number } = {}) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const list = useRequest(() => payslipApi.payslips.list(), [version])
  const [runId, setRunId] = useState<number | null>(linked ?? null)
  const [slip, setSlip] = useState<Payslip | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [problem, setProblem] = useState('')

  /** A refusal for a missing or expired grant sends the user back to the check; answers whether it was one. */
  const grantLost = useCallback((error: unknown) => {
    if (!(error instanceof PayslipError) || error.code !== GRANT_NEEDED) return false
    dropGrant()
    setSlip(null)
    setVerifying(true)
    return true
  }, [])

  const open = useCallback(
    async (id: number) => {
      setProblem('')
      const grant = currentGrant()
      if (!grant) return setVerifying(true)
      setVerifying(false)
      try {
        setSlip(await payslipApi.payslips.detail({ runId: id, grant }))
        setVersion((n) => n + 1)
      } catch (cause) {
        if (!grantLost(cause)) setProblem(cause instanceof Error ? cause.message : String(cause))
      }
    },
    [grantLost],
  )

  useEffect(() => {
    if (runId !== null) void open(runId)
  }, [runId, open])

  const data = list.data
  return (
    <div className="slip-page">
      <header className="page-head">
        <h1>{t('slip.pageTitle')}</h1>
      </header>
      <div className="slip-body">
        <LoadError error={list.error} retry={list.retry} />
        {data && data.payslips.length === 0 && <p className="empty">{t('slip.none')}</p>}
        {data && data.payslips.length > 0 && (
          <ul className="slip-months" aria-label={t('slip.months')}>
            {data.payslips.map((p) => (
              <li key={p.runId} data-run={p.runId}>
                <button
                  type="button"
                  aria-pressed={runId === p.runId}
                  onClick={() => {
                    setSlip(null)
                    setRunId(p.runId)
                    if (runId === p.runId) void open(p.runId)
                  }}
                >
                  <span className="slip-month">
                    {p.month}
                    {p.kind !== 'regular' && ` ${p.name || t(`runKinds.${p.kind}`)}`}
                  </span>
                  <span className="slip-state">
                    {p.confirmed ? t('slip.stateConfirmed') : p.viewed ? t('slip.stateViewed') : t('slip.stateNew')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {verifying && data && runId !== null && <VerifyForm method={data.method} onVerified={() => void open(runId)} />}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        {slip && !verifying && (
          <PayslipView
            slip={slip}
            grant={currentGrant() ?? ''}
            onGrantLost={grantLost}
            onChanged={(next) => {
              setSlip({ ...slip, ...next })
              setVersion((n) => n + 1)
            }}
          />
        )}
      </div>
    </div>
  )
}
