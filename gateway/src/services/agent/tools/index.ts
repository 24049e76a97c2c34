import { announcementsTool } from './announcements'
import { approvalsTool } from './approvals'
import { colleagueTool } from './colleague'
import { headcountTool } from './headcount'
import { leaveBalanceTool } from './leave-balance'
import { leaveRequestsTool } from './leave-requests'
import { organisationTool } from './organisation'
import { salaryTool } from './salary'
import { turnoverTool } from './turnover'
import type { AgentTool } from './types'

/** Every read tool of the assistant, by name (the planner and the model use the same ones). */
export const readTools: AgentTool[] = [
  headcountTool, turnoverTool, colleagueTool, salaryTool, leaveBalanceTool, leaveRequestsTool, approvalsTool, organisationTool, announcementsTool,
] as AgentTool[]
