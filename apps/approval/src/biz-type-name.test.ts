import { describe, expect, it } from 'vitest'
import { createI18n } from '@hr-portal/ui'
import en from '../../../assets/locales/approval.en.json'
import zhCN from '../../../assets/locales/approval.zh-CN.json'
import { bizTypeName } from './biz-type-name'

describe('the business type of a workflow', () => {
  const i18n = createI18n({ 'zh-CN': zhCN, en })
  const t = (language: 'en' | 'zh-CN') => (key: string) => i18n.t(key, undefined, language)

  it('is named in English for an English reader, whatever name the workflow was saved with', () => {
    expect(bizTypeName(t('en'), { bizType: 'contractRenewal', name: '合同续签审批' })).toBe('Contract renewal')
    for (const bizType of ['leave', 'overtime', 'contractTermination', 'salaryRun', 'recruitJob', 'recruitOffer']) {
      expect(bizTypeName(t('en'), { bizType, name: '审批' })).not.toMatch(/[\u3400-\u9fff]/)
    }
  })

  it('is named in Chinese for a Chinese reader', () => {
    expect(bizTypeName(t('zh-CN'), { bizType: 'leave', name: 'Leave' })).toBe('请假审批')
  })

  it("keeps the saved name of a type the app does not know (an installed app's)", () => {
    expect(bizTypeName(t('en'), { bizType: 'vendorThing', name: '供应商审批' })).toBe('供应商审批')
  })
})
