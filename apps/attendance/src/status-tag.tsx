import { useT } from '@hr-portal/kit'

/**
 * A request's status as a coloured tag: pending, returned, approved, rejected, cancelled (recalled), revoked (leave
 * cancelled, or an approved overtime withdrawn: `revokedAs` names its text).
 */
export function StatusTag({ status, revokedAs = 'revoked' }: { status: string; revokedAs?: string }) {
  const t = useT()
  return (
    <span className="status-tag" data-status={status}>
      {t(`status.${status === 'revoked' ? revokedAs : status}`)}
    </span>
  )
}
