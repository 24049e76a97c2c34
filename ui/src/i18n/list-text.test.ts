import { describe, expect, it } from 'vitest'
import { listText } from './list-text'

describe('a list of names', () => {
  it('is written with commas in English and the Chinese enumeration comma in Chinese', () => {
    expect(listText('en', ['Base pay', 'Meal allowance', 'Bonus'])).toBe('Base pay, Meal allowance, Bonus')
    expect(listText('zh-CN', ['基本工资', '餐补'])).toBe('基本工资、餐补')
    expect(listText('en', [])).toBe('')
  })
})
