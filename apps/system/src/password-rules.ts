/** §5 password rules, checked before the gateway checks them again; answers a text key or null. */
export function passwordProblem(fields: {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}): Partial<Record<keyof typeof fields, string>> {
  const problems: Partial<Record<keyof typeof fields, string>> = {}
  const { oldPassword, newPassword, confirmPassword } = fields
  if (!oldPassword) problems.oldPassword = 'profile.oldRequired'
  if (!newPassword) problems.newPassword = 'profile.newRequired'
  else if (newPassword.length < 9 || newPassword.length > 20) problems.newPassword = 'profile.length'
  else if ([/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(newPassword)).length < 3)
    problems.newPassword = 'profile.kinds'
  else if (newPassword === oldPassword) problems.newPassword = 'profile.same'
  if (!confirmPassword) problems.confirmPassword = 'profile.confirmRequired'
  else if (confirmPassword !== newPassword) problems.confirmPassword = 'profile.mismatch'
  return problems
}
