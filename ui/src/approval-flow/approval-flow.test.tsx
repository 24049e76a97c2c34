// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { ApprovalFlow, type FlowView } from './approval-flow'

const flow: FlowView = {
  id: 'w1',
  status: 'running',
  currentStep: 1,
  steps: [
    { index: 0, nameZh: '直属上级', nameEn: 'Line manager' },
    { index: 1, nameZh: '人事审批', nameEn: 'HR' },
  ],
  candidates: [{ name: '张三' }, { name: '李四' }],
  history: [
    { seq: 1, event: 'submit', actorName: '王五', comment: '', createdAt: Date.UTC(2026, 10, 2, 1) },
    {
      seq: 2,
      event: 'resolve',
      actorName: '赵六',
      comment: '同意',
      createdAt: Date.UTC(2026, 10, 2, 2),
      onBehalfOf: { name: '钱七' },
    },
  ],
  events: ['reject', 'resolve', 'remind'],
}

describe('ApprovalFlow', () => {
  it('shows the steps with the current one marked, who it waits for and the history, in one language', async () => {
    await renderAccessible(<ApprovalFlow flow={flow} language="zh-CN" act={vi.fn()} messageOf={String} />)
    expect(screen.getByRole('heading', { name: '审批 审批中' })).toBeTruthy()
    expect(screen.getByText('人事审批').getAttribute('aria-current')).toBe('step')
    expect(screen.getByText('直属上级').getAttribute('aria-current')).toBeNull()
    expect(screen.getByText('待审批人: 张三、李四')).toBeTruthy()
    expect(screen.getByText('赵六（代钱七）').parentElement!.textContent).toContain('审批通过：同意')
    // Only the buttons for the pressable events, approve first.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['通过', '驳回'])
  })

  it('presses an event with the trimmed comment, and says why a press failed', async () => {
    const act = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('The request has moved on'))
    await renderAccessible(
      <ApprovalFlow flow={flow} language="en" act={act} messageOf={(cause) => (cause as Error).message} />,
    )
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '  fine  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(act).toHaveBeenCalledWith('resolve', 'fine'))
    await waitFor(() => expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(''))
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The request has moved on')
    expect(screen.getByText('Line manager')).toBeTruthy()
    expect(screen.queryByText('人事审批')).toBeNull()
  })
})
