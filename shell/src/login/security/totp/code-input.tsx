import { TextField } from '@hr-portal/ui'

/**
 * The 6-digit authenticator code: numeric keypad on phones, the browser's one-time-code fill, no counter noise
 * beyond the six places.
 */
export function CodeInput({
  label,
  value,
  onValueChange,
  error,
}: {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string | null
}) {
  return (
    <TextField
      label={label}
      name="totp-code"
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      spellCheck={false}
    />
  )
}
