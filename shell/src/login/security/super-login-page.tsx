// TEMPORARY: replaced by the helper building super login.
export function SuperLoginPage() {
  return null
}
