import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-rules'

const check = (newPassword: string, confirmPassword = newPassword, oldPassword = 'Old@123456') =>
  passwordProblem({ oldPassword, newPassword, confirmPassword })

describe('password rules (§5)', () => {
  it.each([
    ['Abcdefg1!', {}],
    ['abcdefg12', { newPassword: 'profile.kinds' }],
    ['Abc1!', { newPassword: 'profile.length' }],
    ['Abcdefghij1234567890!', { newPassword: 'profile.length' }],
    ['ABCDEFGH1', { newPassword: 'profile.kinds' }],
    ['ABCDEFGH1!', {}],
    ['Old@123456', { newPassword: 'profile.same' }],
  ])('judges %s', (password, problems) => {
    expect(check(password)).toEqual(problems)
  })

  it('asks for every field and a matching confirmation', () => {
    expect(passwordProblem({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'profile.oldRequired',
      newPassword: 'profile.newRequired',
      confirmPassword: 'profile.confirmRequired',
    })
    expect(check('Abcdefg1!', 'Abcdefg1?')).toEqual({ confirmPassword: 'profile.mismatch' })
  })
})
