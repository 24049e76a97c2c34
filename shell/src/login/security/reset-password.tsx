// TEMPORARY: replaced by the helper building account security.
export function ResetPassword(_props: { onDone: () => void }) {
  return null
}
