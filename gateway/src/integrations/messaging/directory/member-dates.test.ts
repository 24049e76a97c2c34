import { describe, expect, it } from 'vitest'
import { dingtalkMember } from './dingtalk'
import { dateAttributeIds, feishuMember } from './feishu'
import { dayFrom, dayOfEpochMs } from './member-dates'
import { memberOf } from './wecom'

// Each platform's user object as its API answers it (field names and value forms from the platforms' documentation),
// with the dates in the places an administrator keeps them.

/** 2026-07-01 00:00 in Beijing, as an instant. */
const JULY_FIRST_BEIJING_MS = Date.UTC(2026, 5, 30, 16)

describe('dates as platforms and people write them', () => {
  it('reads typed dates in the forms people use, and refuses days that do not exist', () => {
    expect(dayFrom('2010-03-01')).toBe('2010-03-01')
    expect(dayFrom('2010/3/1')).toBe('2010-03-01')
    expect(dayFrom('2010.03.01')).toBe('2010-03-01')
    expect(dayFrom('2010年3月1日')).toBe('2010-03-01')
    expect(dayFrom(' 2010年03月01日 ')).toBe('2010-03-01')
    expect(dayFrom('20100301')).toBe('2010-03-01')
    expect(dayFrom('2010-03-01 00:00:00')).toBe('2010-03-01')
    for (const bad of ['2010-02-30', '2010-13-01', '1899-12-31', '三月', '', 'null', '2010-03', {}, [], null, true])
      expect(dayFrom(bad)).toBeNull()
  })

  it('reads an instant as the day it is in Beijing, and 0 as no date', () => {
    expect(dayOfEpochMs(JULY_FIRST_BEIJING_MS)).toBe('2026-07-01')
    expect(dayFrom(JULY_FIRST_BEIJING_MS, 'ms')).toBe('2026-07-01')
    expect(dayFrom(JULY_FIRST_BEIJING_MS / 1000, 's')).toBe('2026-07-01')
    expect(dayFrom(String(JULY_FIRST_BEIJING_MS))).toBe('2026-07-01')
    expect(dayFrom(String(JULY_FIRST_BEIJING_MS / 1000))).toBe('2026-07-01')
    expect(dayFrom(0, 'ms')).toBeNull()
    expect(dayFrom(-1, 's')).toBeNull()
    expect(dayFrom(1.5, 'ms')).toBeNull()
    expect(dayFrom(Number.NaN)).toBeNull()
  })
})

describe('WeCom user: both dates from the custom attributes (extattr.attrs)', () => {
  const user = (attrs: unknown[]) => ({
    errcode: 0,
    errmsg: 'ok',
    userid: 'zhangsan',
    name: '张三',
    department: [1],
    main_department: 1,
    position: '工程师',
    mobile: '13800000001',
    status: 1,
    enable: 1,
    extattr: { attrs },
  })

  it('reads text attributes, web attributes and the older name/value form', () => {
    const member = memberOf(
      user([
        { type: 0, name: '入职日期', text: { value: '2026年7月1日' } },
        { type: 1, name: '参加工作时间', web: { url: 'https://example.com', title: '2010/03/01' } },
      ]),
    )
    expect(member).toMatchObject({ entryDate: '2026-07-01', workStartDate: '2010-03-01' })
    expect(memberOf(user([{ name: '参加工作时间', value: '2010-03-01' }])).workStartDate).toBe('2010-03-01')
  })

  it('reads the attributes the administrator named instead of the default names', () => {
    const member = memberOf(user([{ type: 0, name: 'Hire date', text: { value: '2026-07-01' } }]), {
      entryDate: 'hire date',
      workStartDate: '首次工作日期',
    })
    expect(member).toMatchObject({ entryDate: '2026-07-01', workStartDate: null })
  })

  it('gives no date for missing, unreadable or oddly shaped attributes, without throwing', () => {
    expect(memberOf(user([]))).toMatchObject({ entryDate: null, workStartDate: null })
    expect(
      memberOf(
        user([
          { type: 0, name: '入职日期', text: { value: '下个月' } },
          { type: 0, name: '参加工作时间', text: null },
          null,
          42,
        ]),
      ),
    ).toMatchObject({ entryDate: null, workStartDate: null })
    expect(memberOf({ userid: 'x', extattr: 'oops' })).toMatchObject({ entryDate: null, workStartDate: null })
  })
})

describe('DingTalk user: hired_date (epoch ms) and the custom fields of extension (a JSON string)', () => {
  const user = (fields: Record<string, unknown>) => ({
    userid: 'zhangsan',
    unionid: 'z21HjQliSzpw0YWxxxxx',
    name: '张三',
    mobile: '18513027676',
    state_code: '86',
    job_number: '4',
    title: '技术总监',
    dept_id_list: [2, 3],
    active: true,
    ...fields,
  })

  it('reads hired_date as the Beijing day, and the date work began from extension', () => {
    const member = dingtalkMember(
      user({ hired_date: JULY_FIRST_BEIJING_MS, extension: '{"爱好":"旅游","参加工作时间":"2010-03-01"}' }),
    )
    expect(member).toMatchObject({ entryDate: '2026-07-01', workStartDate: '2010-03-01' })
    // Some answers carry the number as a string.
    expect(dingtalkMember(user({ hired_date: String(JULY_FIRST_BEIJING_MS) })).entryDate).toBe('2026-07-01')
  })

  it('falls back to the custom field named for the entry date when hired_date is missing', () => {
    expect(dingtalkMember(user({ extension: '{"入职日期":"2026/07/01"}' })).entryDate).toBe('2026-07-01')
  })

  it('gives no date for a broken extension, a zero hired_date or an unparsable value', () => {
    expect(dingtalkMember(user({ hired_date: 0, extension: '{not json' }))).toMatchObject({
      entryDate: null,
      workStartDate: null,
    })
    expect(dingtalkMember(user({ extension: '["2010-03-01"]' })).workStartDate).toBeNull()
    expect(dingtalkMember(user({ extension: '{"参加工作时间":"很久以前"}' })).workStartDate).toBeNull()
    expect(dingtalkMember(user({ extension: '{"参加工作时间":{"v":1}}' })).workStartDate).toBeNull()
  })
})

describe('Feishu user: join_time (epoch seconds) and custom_attrs found by their definitions', () => {
  // GET /open-apis/contact/v3/custom_attrs items
  const definitions = [
    { id: 'C-6965457429001748507', type: 'TEXT', i18n_name: [{ locale: 'zh_cn', value: '参加工作时间' }] },
    {
      id: 'C-6965457429001748508',
      type: 'TEXT',
      i18n_name: [
        { locale: 'zh_cn', value: '入职日期' },
        { locale: 'en_us', value: 'Entry date' },
      ],
    },
  ]
  const user = (fields: Record<string, unknown>) => ({
    user_id: 'u273y71',
    open_id: 'ou_7dab8a3d3cdcc9da365777c7ad535d62',
    name: '张三',
    mobile: '+8613011111111',
    department_ids: ['od-4e6ac4d14bcd5071a37a39de902c7141'],
    employee_no: '1',
    status: { is_frozen: false, is_resigned: false, is_activated: true, is_exited: false, is_unjoin: false },
    ...fields,
  })
  const text = (id: string, value: string) => ({ type: 'TEXT', id, value: { text: value } })

  it('reads join_time as the Beijing day and the date work began from the attribute so named', () => {
    const ids = dateAttributeIds(definitions)
    const member = feishuMember(
      user({ join_time: JULY_FIRST_BEIJING_MS / 1000, custom_attrs: [text('C-6965457429001748507', '2010-03-01')] }),
      ids,
    )
    expect(member).toMatchObject({ entryDate: '2026-07-01', workStartDate: '2010-03-01' })
  })

  it('finds an attribute by any of its names or by its id, and the entry date attribute when join_time is missing', () => {
    const ids = dateAttributeIds(definitions, { entryDate: 'entry date', workStartDate: 'C-6965457429001748507' })
    const member = feishuMember(
      user({
        custom_attrs: [text('C-6965457429001748508', '2026年7月1日'), text('C-6965457429001748507', '2010/3/1')],
      }),
      ids,
    )
    expect(member).toMatchObject({ entryDate: '2026-07-01', workStartDate: '2010-03-01' })
  })

  it('gives no date for an unknown attribute, an unparsable text or a zero join_time', () => {
    const ids = dateAttributeIds(definitions)
    expect(feishuMember(user({ join_time: 0, custom_attrs: [text('C-999', '2010-03-01')] }), ids)).toMatchObject({
      entryDate: null,
      workStartDate: null,
    })
    expect(
      feishuMember(user({ custom_attrs: [text('C-6965457429001748507', 'N/A'), { id: 42 }, null] }), ids).workStartDate,
    ).toBeNull()
    expect(feishuMember(user({ custom_attrs: 'oops' }), ids).workStartDate).toBeNull()
  })
})
