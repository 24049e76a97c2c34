import type { MethodProps } from '../method'

// TEMPORARY: replaced by the helper building this sign-in method.
export function MessagingTab(_props: MethodProps) {
  return null
}
