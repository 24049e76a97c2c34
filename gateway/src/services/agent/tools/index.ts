import { announcementsTool } from './announcements'
import { approvalsTool } from './approvals'
import { colleagueTool } from './colleague'
import { headcountTool } from './headcount'
import { howToTool } from './how-to'
import { leaveBalanceTool } from './leave-balance'
import { leaveRequestsTool } from './leave-requests'
import { organisationTool } from './organisation'
import { proposeRemindTool } from './propose-remind'
import { salaryTool } from './salary'
import { salaryPayTool } from './salary-pay'
import { turnoverTool } from './turnover'
import type { AgentTool } from './types'

/** Every tool of the assistant (the planner and the model use the same ones); proposeRemind only proposes. */
export const agentTools: AgentTool[] = [
  headcountTool,
  turnoverTool,
  colleagueTool,
  salaryTool,
  salaryPayTool,
  leaveBalanceTool,
  leaveRequestsTool,
  approvalsTool,
  organisationTool,
  announcementsTool,
  howToTool,
  proposeRemindTool,
] as AgentTool[]

export const toolNamed = (name: string): AgentTool | undefined => agentTools.find((tool) => tool.name === name)
