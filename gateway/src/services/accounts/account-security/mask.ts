/** A phone shown in the security settings: 138****0000; empty when none is bound. */
export function maskPhone(phone: string): string {
  if (!phone) return ''
  if (phone.length < 7) return `${phone.slice(0, 1)}****`
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

/** An e-mail address shown in the security settings: ad***@demo-co.example; empty when none is bound. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email ? '***' : ''
  const name = email.slice(0, at)
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${email.slice(at)}`
}
