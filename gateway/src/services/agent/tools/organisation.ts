import { z } from 'zod'
import { activeStaffByOrgan, buildOrganTree, type OrganNode } from '../../personnel'
import { organsOfTenant } from '../../../core/org-tree'
import { defineTool, pick } from './types'

/** The organisation tree's first levels with staff counts: the structure screen's tree (function 1001). */
export const organisationTool = defineTool({
  name: 'organisation',
  label: { zh: '正在查询组织架构', en: 'Looking up the organisation structure' },
  description: 'The organisation structure: the company, its divisions and their departments, with staff on the job.',
  functionId: '1001',
  args: z.object({}),
  async run(caller) {
    const { db } = caller.ctx
    const organs = await organsOfTenant(db, caller.tenantId)
    const english = new Map(organs.map((organ) => [organ.id, organ.name_en ?? null]))
    const nameOf = (node: OrganNode) => (caller.lang === 'en' ? (english.get(node.id) ?? node.name) : node.name)
    const tree = buildOrganTree(organs, await activeStaffByOrgan(db, caller.tenantId))
    const shape = (node: OrganNode, depth: number): unknown => ({
      unit: nameOf(node),
      staff: node.staffCount,
      ...(depth < 2 ? { children: node.children.map((child) => shape(child, depth + 1)) } : {}),
    })
    return {
      ok: true,
      data: { tree: tree.map((root) => shape(root, 0)) },
      citations: [
        { title: pick(caller.lang, { zh: '组织架构', en: 'Organisation structure' }), app: 'ums', path: '/structure' },
      ],
    }
  },
})
