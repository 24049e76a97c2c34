import { describe, expect, it } from 'vitest'
import { describeError, TextedError } from './describe-error'

const t = (key: string) => `text of ${key}`

describe('describeError', () => {
  it('uses the text key an error carries, and the system-problem text for any other error', () => {
    expect(describeError(new TextedError('some.key'), t)).toBe('text of some.key')
    expect(describeError(new Error('boom'), t)).toBe('text of errors.system')
  })
})
