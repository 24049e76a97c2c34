import { describe, expect, it } from 'vitest'
import { draftProblems, emptyField } from './form-rules'

const builtin = new Set(['name', 'mobile'])
const field = (extra = {}) => ({ ...emptyField(), key: 'shoeSize', labelZh: '鞋码', labelEn: 'Shoe size', ...extra })

describe('draftProblems', () => {
  it('passes a named form with well-formed fields', () => {
    expect(
      draftProblems(
        {
          name: 'Extra',
          status: 1,
          fields: [
            field(),
            field({ key: 'team', type: 'select', options: [{ value: 'a', labelZh: '甲', labelEn: 'A' }] }),
          ],
        },
        builtin,
      ),
    ).toEqual([])
  })

  it('asks for a name and at least one field', () => {
    expect(draftProblems({ name: '  ', status: 1, fields: [] }, builtin).map((p) => p.key)).toEqual([
      'name',
      'noFields',
    ])
  })

  it('refuses bad, built-in and repeated keys and missing labels, naming the field', () => {
    const problems = draftProblems(
      {
        name: 'x',
        status: 1,
        fields: [
          field({ key: '9lives' }),
          field({ key: 'mobile' }),
          field(),
          field({ labelZh: '', labelEn: ' ' }),
          field(),
        ],
      },
      builtin,
    )
    expect(problems).toEqual([
      { key: 'fieldKey', field: 0 },
      { key: 'builtinKey', field: 1 },
      { key: 'duplicateKey', field: 3 },
      { key: 'labelZh', field: 3 },
      { key: 'labelEn', field: 3 },
      { key: 'duplicateKey', field: 4 },
    ])
  })

  it('needs options for a select, each complete and with its own value', () => {
    const options = [
      { value: 'a', labelZh: '甲', labelEn: 'A' },
      { value: 'a', labelZh: '乙', labelEn: 'B' },
      { value: 'c', labelZh: '', labelEn: 'C' },
    ]
    expect(
      draftProblems(
        { name: 'x', status: 1, fields: [field({ type: 'select' }), field({ key: 'k2', type: 'select', options })] },
        builtin,
      ),
    ).toEqual([
      { key: 'noOptions', field: 0 },
      { key: 'duplicateOption', field: 1, option: 1 },
      { key: 'option', field: 1, option: 2 },
    ])
  })

  it("needs no options of its own for a select that takes a dictionary's", () => {
    expect(
      draftProblems({ name: 'x', status: 1, fields: [field({ type: 'select', dictionary: 'education' })] }, builtin),
    ).toEqual([])
  })
})
