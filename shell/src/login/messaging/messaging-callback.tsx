import type { MethodProps } from '../method'

// TEMPORARY: replaced by the helper building this sign-in method.
export function MessagingCallback(_props: MethodProps) {
  return null
}
