/** An organisation node of the demo data: name and children (a string is a leaf team). */
export interface OrganSpec {
  name: string
  children?: Array<OrganSpec | string>
}

export const shanghaiTree: OrganSpec = {
  name: 'Demo Co. Shanghai',
  children: [
    {
      name: '研发中心',
      children: [
        { name: '平台研发部', children: ['基础架构组', '中间件组'] },
        { name: '应用研发部', children: ['前端组', '后端组', '测试组'] },
      ],
    },
    {
      name: '产品中心',
      children: [
        { name: '产品设计部', children: ['交互设计组', '视觉设计组'] },
        { name: '产品运营部', children: ['用户运营组', '内容运营组'] },
      ],
    },
    {
      name: '人力资源中心',
      children: [
        { name: '招聘部', children: ['校园招聘组', '社会招聘组'] },
        { name: '薪酬绩效部', children: ['薪酬组', '绩效组'] },
      ],
    },
    { name: '财务中心', children: [{ name: '会计部', children: ['总账组', '税务组'] }] },
    {
      name: '销售中心',
      children: [
        { name: '华东销售部', children: ['上海销售组', '杭州销售组'] },
        { name: '华南销售部', children: ['广州销售组', '深圳销售组'] },
      ],
    },
  ],
}

export const beijingTree: OrganSpec = {
  name: 'Demo Co. Beijing',
  children: [
    { name: '北京研发中心', children: [{ name: '数据研发部', children: ['数据平台组', '算法组'] }] },
    { name: '北京综合管理部', children: [{ name: '行政部', children: ['行政组'] }] },
  ],
}

/** English names of the demo units (organ.name_en, migration 032), by Chinese name: the assistant matches either. */
export const organEnglishNames: Record<string, string> = {
  研发中心: 'R&D centre',
  平台研发部: 'Platform development',
  基础架构组: 'Infrastructure team',
  中间件组: 'Middleware team',
  应用研发部: 'Application development',
  前端组: 'Front-end team',
  后端组: 'Back-end team',
  测试组: 'Testing team',
  产品中心: 'Product centre',
  产品设计部: 'Product design',
  交互设计组: 'Interaction design team',
  视觉设计组: 'Visual design team',
  产品运营部: 'Product operations',
  用户运营组: 'User operations team',
  内容运营组: 'Content operations team',
  人力资源中心: 'HR centre',
  招聘部: 'Recruitment',
  校园招聘组: 'Campus recruitment team',
  社会招聘组: 'Experienced hire team',
  薪酬绩效部: 'Compensation and performance',
  薪酬组: 'Compensation team',
  绩效组: 'Performance team',
  财务中心: 'Finance centre',
  会计部: 'Accounting',
  总账组: 'General ledger team',
  税务组: 'Tax team',
  销售中心: 'Sales centre',
  华东销售部: 'East China sales',
  华南销售部: 'South China sales',
  上海销售组: 'Shanghai sales team',
  杭州销售组: 'Hangzhou sales team',
  广州销售组: 'Guangzhou sales team',
  深圳销售组: 'Shenzhen sales team',
  北京研发中心: 'Beijing R&D centre',
  数据研发部: 'Data development',
  数据平台组: 'Data platform team',
  算法组: 'Algorithms team',
  北京综合管理部: 'Beijing general management',
  行政部: 'Administration',
  行政组: 'Administration team',
}
