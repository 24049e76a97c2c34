/** A field of a business type's record: built in (a column of the record) or added by a custom form. */
export interface BizField {
  key: string
  labelZh: string
  labelEn: string
  type: 'text' | 'number' | 'date' | 'select'
  /** For `select`: the allowed values. */
  options?: Array<{ value: string; labelZh: string; labelEn: string }>
  required: boolean
  /** Added by a custom form (its id), not built in. */
  formId?: string
  /** For `select`: the tenant's dictionary (services/masterdata) whose enabled values are the options. */
  dictionary?: string
  /** A role without a row for this field gets this access instead of the general default (a sensitive field). */
  defaultAccess?: 'hidden' | 'read' | 'edit'
}

/** Biz type 1: the employee record (personnel). */
export const EMPLOYEE_RECORD = 1
/** Biz type 2: the salary profile (payroll: services/payroll/profiles). */
export const SALARY_PROFILE = 2
/** Biz type 3: review results (performance: services/performance). */
export const REVIEW_RESULT = 3
/** Biz type 7: the staff list (ums getUserPage), a list page whose quick filters HR chooses (services/masterdata quick query). */
export const STAFF_LIST = 7
/** Biz type 8: the recruitment candidates (招聘, ZP; recruit's candidate board), a list page with quick filters like the staff list. */
export const RECRUIT_CANDIDATES = 8

const text = (key: string, labelZh: string, labelEn: string, required = false): BizField => ({
  key,
  labelZh,
  labelEn,
  type: 'text',
  required,
})
const dictionary = (key: string, labelZh: string, labelEn: string, code: string): BizField => ({
  key,
  labelZh,
  labelEn,
  type: 'select',
  required: false,
  options: [],
  dictionary: code,
})
const date = (key: string, labelZh: string, labelEn: string, required = false): BizField => ({
  key,
  labelZh,
  labelEn,
  type: 'date',
  required,
})

/**
 * The built-in fields of each business type, by key. Field permissions (role_field_permission) and the
 * personnel record use these keys; custom forms may not reuse them.
 */
export const BUILTIN_FIELDS: Record<number, BizField[]> = {
  [EMPLOYEE_RECORD]: [
    text('name', '姓名', 'Name', true),
    text('jobNumber', '工号', 'Job number', true),
    text('mobile', '手机号', 'Mobile', true),
    text('email', '邮箱', 'E-mail'),
    {
      key: 'gender',
      labelZh: '性别',
      labelEn: 'Gender',
      type: 'select',
      required: false,
      options: [
        { value: '1', labelZh: '男', labelEn: 'Male' },
        { value: '2', labelZh: '女', labelEn: 'Female' },
      ],
    },
    text('idNumber', '身份证号', 'ID number'),
    date('birthDate', '出生日期', 'Birth date'),
    // The personnel record (services/personnel/records): home address and the emergency contact's relation.
    text('address', '住址', 'Address'),
    text('organ', '部门', 'Department', true),
    text('zhiwei', '职位', 'Post'),
    text('gangwei', '岗位', 'Position'),
    date('entryDate', '入职日期', 'Entry date', true),
    // The day work began, with any employer: years of work (the statutory annual leave) count from it.
    date('workStartDate', '参加工作日期', 'Date work began'),
    { key: 'salaryGrade', labelZh: '薪资等级', labelEn: 'Salary grade', type: 'text', required: false },
    date('contractStart', '合同开始日期', 'Contract start'),
    date('contractEnd', '合同结束日期', 'Contract end'),
    text('emergencyContact', '紧急联系人', 'Emergency contact'),
    text('emergencyRelation', '与紧急联系人关系', 'Relation to emergency contact'),
    text('emergencyPhone', '紧急联系人电话', 'Emergency contact phone'),
    // Values of the tenant's dictionaries (services/masterdata): the record stores the value's code.
    dictionary('nationality', '国籍', 'Nationality', 'nationality'),
    dictionary('education', '学历', 'Education', 'education'),
    dictionary('maritalStatus', '婚姻状况', 'Marital status', 'maritalStatus'),
    dictionary('politicalStatus', '政治面貌', 'Political status', 'politicalStatus'),
    dictionary('contractType', '合同类型', 'Contract type', 'contractType'),
    // The bank account salary is paid into: whoever may not see the number whole sees its last 4 digits.
    text('bankName', '开户银行', 'Bank'),
    { ...text('bankAccount', '银行账号', 'Bank account number'), defaultAccess: 'hidden' },
    text('bankHolder', '户名', 'Account holder'),
    // Family members (name, relation, phone, emergency contact yes/no), a list kept as JSON.
    text('family', '家庭成员', 'Family members'),
  ],
  [SALARY_PROFILE]: [
    { key: 'base', labelZh: '基本工资', labelEn: 'Base pay', type: 'number', required: true },
    text('allowances', '津贴', 'Allowances'),
    text('bank', '银行账户', 'Bank account'),
    // A value of the tenant's cost centre dictionary (services/masterdata): the profile stores its code.
    dictionary('costCentre', '成本中心', 'Cost centre', 'costCentre'),
  ],
  [REVIEW_RESULT]: [
    text('rating', '评级', 'Rating'),
    { key: 'scores', labelZh: '目标评分', labelEn: 'Goal scores', type: 'number', required: false },
    text('comments', '评语', 'Comments'),
    text('salaryChange', '调薪建议', 'Salary change'),
  ],
}

/** Business types that have fields (built in or custom). */
export const knownBizType = (bizTypeId: number): boolean => bizTypeId in BUILTIN_FIELDS
