import { describe, expect, it } from 'vitest'
import type { RecordField } from '../api'
import { changedValues } from './changed-values'

const field = (key: string, access: RecordField['access'] = 'edit'): RecordField => ({
  key,
  label: key,
  type: 'text',
  options: [],
  required: false,
  access,
})

describe('changedValues', () => {
  it('keeps only editable fields whose draft differs, treating empty and null alike', () => {
    const fields = [field('a'), field('b'), field('c', 'read'), field('d'), field('e')]
    expect(
      changedValues(
        fields,
        { a: 'x', b: '', c: 'y', d: 3, e: 'keep' },
        { a: 'x2', b: null, c: 'changed', d: '3', e: '' },
      ),
    ).toEqual({ a: 'x2', e: null })
  })
})
