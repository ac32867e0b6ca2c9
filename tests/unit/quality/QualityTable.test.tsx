import { fireEvent, screen, within } from '@testing-library/react';
import type { LocationQuality } from '#contract/schemas/locationQuality';
import { QualityTable } from '../../../src/resources/statistics-location/quality/QualityTable';
import { renderAt } from '../render';

/** Issue 15 定位功能: the per-level table — the server's figures, a held-back level said so, the chosen level marked, a row chooses its level. */

const histogram = Array.from({ length: 101 }, (_, i) => (i === 5 ? 10 : 0));
const quality: LocationQuality = {
  timeZone: 'Asia/Shanghai',
  from: '2026-11-20',
  to: '2026-11-26',
  cellDeg: 0.00005,
  minUsers: 5,
  poorMetres: 5,
  bucketMetres: 0.5,
  openMetres: 50,
  levels: [
    { levelId: 11, users: 939, fixes: 2447, poor: 640, p50: 4.5, p90: 6, p95: 50 },
    { levelId: 12, users: null, fixes: null, poor: null, p50: null, p90: null, p95: null },
    { levelId: 13, users: 0, fixes: 0, poor: 0, p50: null, p90: null, p95: null },
  ],
  histogram,
  cells: [],
  heldBack: 0,
};
const levels = [
  { id: 11, ordinal: -1, name: 'B1', shortName: 'B1' },
  { id: 12, ordinal: 0, name: '1F', shortName: '1F' },
  { id: 13, ordinal: 1, name: '2F', shortName: '2F' },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('issue 15: the location quality table', () => {
  it('shows each level’s figures, the poor share and the percentiles; a percentile in the open bucket reads “at least”', () => {
    const onLevel = vi.fn();
    renderAt(<QualityTable quality={quality} levels={levels} levelId={11} onLevel={onLevel} />);
    const table = screen.getByRole('table', { name: '各楼层定位质量' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['楼层', '定位点', '用户数', '较差（> 5米）', '误差中位数', 'P90', 'P95']);
    const [b1, f1, f2] = within(table).getAllByTestId('quality-level-row');
    expect(within(b1!).getByRole('rowheader')).toHaveTextContent('B1');
    expect(cells(b1!)).toEqual(['2,447', '939', '26.2%', '4.5米', '6米', '≥ 50米']);
    expect(cells(f1!)).toEqual(['少于 5 人']);
    expect(cells(f2!)).toEqual(['0', '0', '—', '—', '—', '—']);
  });

  it('marks the chosen level, and a row (or its name, by keyboard) chooses another', () => {
    const onLevel = vi.fn();
    renderAt(<QualityTable quality={quality} levels={levels} levelId={11} onLevel={onLevel} />);
    const [b1, f1, f2] = screen.getAllByTestId('quality-level-row');
    expect(b1).toHaveAttribute('aria-current', 'true');
    expect(f1).not.toHaveAttribute('aria-current');
    fireEvent.click(within(f2!).getByRole('button', { name: '2F' }));
    expect(onLevel).toHaveBeenLastCalledWith(13);
    fireEvent.click(within(f1!).getAllByRole('cell')[0]!);
    expect(onLevel).toHaveBeenLastCalledWith(12);
  });
});
