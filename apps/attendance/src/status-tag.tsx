import { useT } from './use-t'

/** A request's status as a coloured tag: pending, returned, approved, rejected, cancelled (recalled), revoked (leave cancelled). */
export function StatusTag({ status }: { status: string }) {
  const t = useT()
  return <span className="status-tag" data-status={status}>{t(`status.${status}`)}</span>
}
