import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { salary, api, type LinesQuery } from '../api'
import { ApprovalBlock, inDialog, LoadError, router, useT } from '@hr-portal/kit'
import { monthBefore } from './month-before'
import { RunLines } from './run-lines'
import { RunSummary } from './run-summary'
import { StatusTag } from './status-tag'

/** Rows per page of the approver's review: the decision stays within reach above them. */
const APPROVAL_ROWS = 20

/**
 * A run as its approver sees it (`/approvals/:id`, intent `salaryRun.view`, in the shell's dialog from the approval
 * centre): the totals and the decision first, then the review's lines paged below.
 */
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
  const before = run ? monthBefore(run.month) : ''
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
          <RunSummary run={run} previous={view.data.previous} canChange={false} onThreshold={() => undefined} />
        )}
        <LoadError error={flow.error} retry={flow.retry} />
        {flow.data && (
          <ApprovalBlock
            bizType="salaryRun"
            bizId={id}
            flow={flow.data}
            onMoved={reload}
            status={<StatusTag kind="flow" status={flow.data.status} />}
          />
        )}
        {run && view.data && (
          <RunLines
            runId={id}
            version={version}
            load={load}
            inputItems={[]}
            threshold={run.threshold}
            canInput={false}
            canRecalculate={false}
            monthBefore={before}
            rows={APPROVAL_ROWS}
            onChanged={reload}
          />
        )}
      </div>
    </div>
  )
}
