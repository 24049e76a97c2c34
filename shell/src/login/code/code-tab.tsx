import type { MethodProps } from '../method'

// TEMPORARY: replaced by the helper building this sign-in method.
export function CodeTab(_props: MethodProps) {
  return null
}
