import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-rules'

describe('passwordProblem', () => {
  it('accepts 9 to 20 characters with three kinds', () => {
    expect(passwordProblem('Abcdefgh1', 'Old@12345')).toBeNull()
    expect(passwordProblem('abcdefgh1!', 'Old@12345')).toBeNull()
  })

  it('refuses a password shorter than 9 or longer than 20 characters', () => {
    expect(passwordProblem('Ab1!abcd', 'x')).toBe('The password must be 9 to 20 characters long')
    expect(passwordProblem('Ab1!'.repeat(6), 'x')).toBe('The password must be 9 to 20 characters long')
  })

  it('refuses a password with only two kinds of characters', () => {
    expect(passwordProblem('abcdefgh12', 'x')).toMatch(/at least 3 of/)
  })

  it('refuses the old password', () => {
    expect(passwordProblem('Admin@12345', 'Admin@12345')).toBe('The new password must differ from the old one')
  })
})
