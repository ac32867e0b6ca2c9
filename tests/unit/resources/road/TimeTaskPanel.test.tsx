import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeTaskPanel } from '../../../../src/resources/road/TimeTaskPanel';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderAt } from '../../render';
import { signIn } from '../admin/renderView';
import { task } from './fixture';
import { roadApi } from '#contract/endpoints/road';

vi.setConfig({ testTimeout: 30_000 });

const local = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);

const serve = ({ save = () => ok({ id: 8 }) }: { save?: () => Response } = {}) => {
  const calls = { lists: [] as string[], saves: [] as Record<string, unknown>[], deletes: [] as unknown[] };
  server.use(
    http.get(roadApi.taskPatches.path, ({ request }) => {
      calls.lists.push(new URL(request.url).search);
      const tomorrow = local(new Date().getFullYear(), new Date().getMonth() + 1, new Date().getDate() + 1, 22);
      const end = new Date(tomorrow.getTime() + 8 * 3_600_000);
      return ok({ records: [task({ occurrences: [{ start: tomorrow.toISOString(), end: end.toISOString() }] })], total: 1 });
    }),
    http.post(roadApi.saveTask.path, async ({ request }) => {
      calls.saves.push((await request.json()) as Record<string, unknown>);
      return save();
    }),
    http.post(roadApi.deleteTask.path, async ({ request }) => {
      calls.deletes.push(await request.json());
      return ok({ deleted: 1 });
    }),
  );
  return calls;
};

const open = (selection = ['road-1F-0001', 'road-1F-0002']) => renderAt(<TimeTaskPanel buildingId={1} selection={selection} />);

const field = (testId: string) => screen.getByTestId(testId);
/** The helper text of the field holding the input (where its error shows). */
const helperOf = (testId: string) => field(testId).closest('.MuiFormControl-root')!.querySelector('.MuiFormHelperText-root')?.textContent;

const fillTimes = (start: string, end: string) => {
  fireEvent.change(field('task-startsAt'), { target: { value: start } });
  fireEvent.change(field('task-endsAt'), { target: { value: end } });
};

describe('issue 6 timed closures', () => {
  beforeEach(() => signIn('PLATFORM_ADMINISTRATOR'));

  it('issue 6: the calendar lists the next 14 days’ closures by day, and every task with its schedule', async () => {
    const calls = serve();
    open();
    const day = await screen.findByTestId('calendar-day');
    expect(within(day).getByRole('heading')).toHaveTextContent(/^明天 · /);
    expect(within(day).getByTestId('calendar-entry')).toHaveTextContent(/22:00 – 次日 06:00\s+夜间保洁/);
    expect(within(day).getByTestId('calendar-entry')).toHaveTextContent('1 个路段');
    const row = screen.getByTestId('task-row');
    expect(row).toHaveTextContent('夜间保洁');
    expect(row).toHaveTextContent(/每天 \d\d:00–\d\d:00/);
    const query = new URLSearchParams(calls.lists[0]);
    expect(query.get('buildingId')).toBe('1');
    const from = new Date(query.get('from')!);
    const to = new Date(query.get('to')!);
    expect(from.getHours()).toBe(0);
    expect((to.getTime() - from.getTime()) / 86_400_000).toBeCloseTo(14, 1);
  });

  it('issue 6: creating a weekly closure sends the form with the current selection, in the browser’s time zone', async () => {
    const calls = serve();
    open();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '新建定时管制' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(field('task-name'));
    await u.paste('周末夜间保洁');
    await u.click(field('task-reason'));
    await u.paste('地面打蜡');
    await u.click(within(dialog).getByRole('button', { name: '使用当前选择（2）' }));
    fillTimes('2025-06-14T22:00', '2025-06-15T06:00');
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '每周' }));
    const weekdays = within(dialog).getByTestId('task-weekdays');
    await u.click(within(weekdays).getByLabelText('周六'));
    await u.click(within(weekdays).getByLabelText('周日'));
    fireEvent.change(field('task-until'), { target: { value: '2025-08-31' } });
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toEqual({
      buildingId: 1,
      name: '周末夜间保洁',
      reason: '地面打蜡',
      roadIds: ['road-1F-0001', 'road-1F-0002'],
      startsAt: local(2025, 6, 14, 22).toISOString(),
      endsAt: local(2025, 6, 15, 6).toISOString(),
      repeat: 'weekly',
      weekdays: [6, 7],
      until: '2025-08-31',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      action: 'close',
      exceptionOf: [],
      enabled: true,
    });
    expect(await screen.findByText('已保存定时管制')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('issue 6: an opening may be declared an exception to a closing task (so they may overlap)', async () => {
    const calls = serve();
    open();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '新建定时管制' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(field('task-name'));
    await u.paste('活动夜开放');
    await u.click(field('task-reason'));
    await u.paste('商场活动');
    expect(within(dialog).queryByLabelText('作为以下关闭任务的例外')).not.toBeInTheDocument();
    await u.click(within(dialog).getByLabelText('保持开放'));
    await u.click(within(dialog).getByLabelText('作为以下关闭任务的例外'));
    await u.click(await screen.findByRole('option', { name: '夜间保洁' }));
    await u.keyboard('{Escape}');
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({ name: '活动夜开放', action: 'open', exceptionOf: [5] });
  });

  it('issue 6: the console’s own checks show on the fields and nothing is sent', async () => {
    const calls = serve();
    open([]);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '新建定时管制' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '使用当前选择（0）' })).toBeDisabled();
    fillTimes('2025-06-14T22:00', '2025-06-14T21:00');
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '每周' }));
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(helperOf('task-name')).toBe('请填写名称。');
    expect(helperOf('task-reason')).toBe('请填写原因。');
    expect(helperOf('task-endsAt')).toBe('结束时间必须晚于开始时间。');
    expect(within(dialog).getByTestId('task-weekdays')).toHaveTextContent('请至少选择一天。');
    expect(within(dialog).getByTestId('task-roads')).toHaveTextContent('请至少选择一个路段。');
    expect(calls.saves).toEqual([]);
  });

  it('issue 6: the server’s 10005 errors land on their fields; one naming no field shows above the form', async () => {
    const calls = serve({
      save: () =>
        failure(10005, 'Validation failed', 400, {
          errors: [
            { field: 'endsAt', message: '结束时间早于开始时间' },
            { field: 'roadIds', message: '路段 road-1F-0002 不存在' },
            { field: 'enabled', message: '与定时管制“夜间开放”在 2025-06-14 22:00 冲突' },
            { field: 'buildingId', message: '建筑不可用' },
          ],
        }),
    });
    open();
    const u = userEvent.setup();
    await u.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '编辑“夜间保洁”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('编辑定时管制');
    expect(field('task-name')).toHaveValue('夜间保洁');
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]).toMatchObject({ id: 5, name: '夜间保洁', roadIds: ['road-1F-0004'], repeat: 'daily' });
    await waitFor(() => expect(helperOf('task-endsAt')).toBe('结束时间早于开始时间'));
    expect(within(dialog).getByTestId('task-roads')).toHaveTextContent('路段 road-1F-0002 不存在');
    expect(dialog).toHaveTextContent('与定时管制“夜间开放”在 2025-06-14 22:00 冲突');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('建筑不可用');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('issue 6: deleting asks first, then deletes the task and reads the list again', async () => {
    const calls = serve();
    open();
    const u = userEvent.setup();
    await u.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '删除“夜间保洁”' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除“夜间保洁”？');
    expect(calls.deletes).toEqual([]);
    await u.click(within(confirm).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls.deletes).toEqual([{ id: 5 }]));
    expect(await screen.findByText('已删除定时管制')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists).toHaveLength(2));
  });
});
