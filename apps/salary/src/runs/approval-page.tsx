import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { salary, api, type LinesQuery } from '../api'
import { ApprovalBlock, inDialog, LoadError, router, useT } from '@hr-portal/kit'
import { RunLines } from './run-lines'
import { RunSummary } from './run-summary'
import { StatusTag } from './status-tag'

/** A run as its approver sees it (`/approvals/:id`, intent `salaryRun.view`): totals, the review, the approval. */
export function ApprovalPage({ id }: { id: number }) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const view = useRequest(() => salary.runs.approval({ id, page: 1, rows: 1 }), [id, version])
  const flow = useRequest(() => api.flow(id), [id, version])
  const run = view.data?.run
  const load = useCallback(
    (query: LinesQuery) => salary.runs.approval({ id, ...query }).then((answer) => answer.lines),
    [id],
  )
  return (
    <div className="page">
      <header className="page-head">
        <h1>
          {run ? t('run.title', { group: run.groupName, month: run.month }) : t('runs.title')}{' '}
          {run && <StatusTag status={run.status} />}
        </h1>
        {!inDialog() && (
          <button type="button" onClick={() => router.navigate(`/runs/${id}`)}>
            {t('run.back')}
          </button>
        )}
      </header>
      <div className="page-body" data-testid="run-approval">
        <LoadError error={view.error} retry={view.retry} />
        {run && view.data && (
          <>
            <RunSummary run={run} previous={view.data.previous} canChange={false} onThreshold={() => undefined} />
            <RunLines
              runId={id}
              version={version}
              load={load}
              inputItems={[]}
              threshold={run.threshold}
              canInput={false}
              canRecalculate={false}
              onChanged={reload}
            />
          </>
        )}
        {flow.data && (
          <ApprovalBlock
            bizType="salaryRun"
            bizId={id}
            flow={flow.data}
            onMoved={reload}
            status={<StatusTag kind="flow" status={flow.data.status} />}
          />
        )}
      </div>
    </div>
  )
}
