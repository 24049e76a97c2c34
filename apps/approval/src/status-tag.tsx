import { useT } from '@hr-portal/kit'

/** A request's state as a coloured tag (texts `status.<state>`). */
export function StatusTag({ status }: { status: string }) {
  const t = useT()
  return (
    <span className="status-tag" data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}
