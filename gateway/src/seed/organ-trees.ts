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
