import { useT } from '@hr-portal/kit'

/** A run's (or a request's) status as a tag with its name. */
export function StatusTag({ status, kind = 'run' }: { status: string; kind?: 'run' | 'flow' }) {
  const t = useT()
  return (
    <span className="status-tag" data-status={status}>
      {t(`${kind === 'run' ? 'runStatus' : 'flowStatus'}.${status}`)}
    </span>
  )
}
