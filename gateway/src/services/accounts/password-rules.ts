/** §5: 9 to 20 characters with at least 3 of the 4 kinds, and different from the old one. */
export function passwordProblem(newPassword: string, oldPassword: string): string | null {
  if (newPassword.length < 9 || newPassword.length > 20) {
    return 'The password must be 9 to 20 characters long'
  }
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(newPassword)).length
  if (kinds < 3) {
    return 'The password must contain at least 3 of: uppercase letters, lowercase letters, digits, symbols'
  }
  if (newPassword === oldPassword) return 'The new password must differ from the old one'
  return null
}
