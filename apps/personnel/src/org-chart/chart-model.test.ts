import { describe, expect, it } from 'vitest'
import {
  buildChart,
  type ChartPerson,
  departmentAndBelow,
  departmentsInOrder,
  findPeople,
  gridColumns,
  initialsOf,
  teamLayout,
  WIDE_TEAM,
} from './chart-model'

const person = (id: number, managerId: number | null, name: string, organId: number): ChartPerson => ({
  id,
  managerId,
  name,
  jobNumber: `J00${id}`,
  position: null,
  post: null,
  organId,
  department: null,
  photo: null,
})
const departments = [
  { id: 1, name: 'Company', parentId: null },
  { id: 2, name: 'Sales', parentId: 1 },
  { id: 3, name: 'Sales East', parentId: 2 },
  { id: 4, name: 'Finance', parentId: 1 },
]
const people = [
  person(1, null, '王芳', 1),
  person(2, 1, 'Li Lei', 2),
  person(3, 2, 'Han Meimei', 3),
  person(4, 1, 'Zoe', 4),
]

describe('the chart model', () => {
  it('builds managers and reports with their depth', () => {
    const chart = buildChart(people)
    expect(chart.roots.map((n) => n.person.id)).toEqual([1])
    expect(chart.byId.get(3)!.depth).toBe(3)
    expect(chart.byId.get(1)!.children.map((n) => n.person.id)).toEqual([2, 4])
  })

  it('filters by a department and those below it, a person whose manager is filtered out becoming a root', () => {
    const sales = departmentAndBelow(departments, 2)
    expect([...sales].sort()).toEqual([2, 3])
    const chart = buildChart(people, (p) => p.organId !== null && sales.has(p.organId))
    expect(chart.roots.map((n) => n.person.id)).toEqual([2])
    expect(chart.byId.get(3)!.parent!.person.id).toBe(2)
    expect(chart.byId.has(4)).toBe(false)
  })

  it('lists departments in tree order with their depth', () => {
    expect(departmentsInOrder(departments).map((d) => `${d.depth}:${d.name}`)).toEqual([
      '0:Company',
      '1:Sales',
      '2:Sales East',
      '1:Finance',
    ])
  })

  it('finds people by part of the name or job number, in chart order', () => {
    const chart = buildChart(people)
    expect(findPeople(chart, 'mei').map((n) => n.person.id)).toEqual([3])
    expect(findPeople(chart, 'j004').map((n) => n.person.id)).toEqual([4])
    expect(findPeople(chart, 'l').map((n) => n.person.id)).toEqual([2])
    expect(findPeople(chart, '  ')).toEqual([])
  })

  it('gives initials: the first character of a Chinese name, two letters of others', () => {
    expect(initialsOf('王芳')).toBe('王')
    expect(initialsOf('han meimei')).toBe('HM')
    expect(initialsOf(null)).toBe('?')
  })

  it('lays a team of more than six out as a grid, a small team of leaves as a column, any other as a row', () => {
    const team = (size: number, withReports: boolean) =>
      buildChart([
        person(1, null, 'Boss', 1),
        ...Array.from({ length: size }, (_, i) => person(10 + i, 1, `P${i}`, 1)),
        ...(withReports ? [person(99, 10, 'Below', 1)] : []),
      ]).byId.get(1)!
    expect(WIDE_TEAM).toBe(6)
    expect(teamLayout(team(6, false))).toBe('column')
    expect(teamLayout(team(6, true))).toBe('row')
    expect(teamLayout(team(7, false))).toBe('grid')
    expect(teamLayout(team(7, true))).toBe('grid')
    expect([7, 9, 10, 25, 40, 300].map(gridColumns)).toEqual([3, 3, 4, 5, 5, 5])
  })
})
