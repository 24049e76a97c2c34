/** §5 on the client, for the form's own messages (the gateway checks again): a text key, or null. */
export function newPasswordProblem(password: string, confirm: string): { password?: string; confirm?: string } {
  const problems: { password?: string; confirm?: string } = {}
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length
  if (!password) problems.password = 'security.passwordRequired'
  else if (password.length < 9 || password.length > 20 || kinds < 3) problems.password = 'security.weak'
  if (!confirm) problems.confirm = 'security.confirmRequired'
  else if (confirm !== password) problems.confirm = 'security.inconsistent'
  return problems
}
