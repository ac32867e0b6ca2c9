import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LocationQuality } from '#contract/schemas/locationQuality';
import { formatFigure } from '../../../dashboards/model/format';
import { HeldBackCell } from '../../../dashboards/widgets/HeldBackCell';
import type { MapLevel } from '../../../maps/types';
import { formatMetres } from '../format';
import { metresText, poorShare } from './qualityFigures';

const COLUMNS = ['fixes_column', 'users', 'poor', 'p50', 'p90', 'p95'] as const;
const figureSx = { px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  quality: LocationQuality;
  /** The plan's levels (their names). */
  levels: readonly MapLevel[];
  levelId: number;
  onLevel: (levelId: number) => void;
}

/** Every level of the building with its fixes, users, poor share and error percentiles; the chosen one stands out, a row chooses its level. */
export const QualityTable = ({ quality, levels, levelId, onLevel }: Props) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const open = quality.openMetres;
  const poorLabel = formatMetres(quality.poorMetres, locale);
  const metres = (value: number | null) => (value === null ? '—' : metresText(value, open, locale));
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" id="quality-levels-title" sx={{ mb: 0.5 }}>
        {translate('app.quality.levels')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="quality-levels-title" data-testid="quality-levels">
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>{translate('app.quality.level')}</TableCell>
              {COLUMNS.map((key) => (
                <TableCell key={key} align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                  {translate(`app.quality.${key}`, { metres: poorLabel })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {quality.levels.map((row) => {
              const chosen = row.levelId === levelId;
              const level = levels.find((l) => l.id === row.levelId);
              const share = poorShare(row);
              return (
                <TableRow
                  key={row.levelId}
                  hover
                  selected={chosen}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={() => onLevel(row.levelId)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="quality-level-row"
                  data-level={row.levelId}
                >
                  <TableCell component="th" scope="row" sx={{ px: 1, fontWeight: chosen ? 600 : undefined }}>
                    <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onLevel(row.levelId)} sx={{ font: 'inherit' }}>
                      {level?.name ?? `#${row.levelId}`}
                    </Link>
                  </TableCell>
                  {row.fixes === null || row.users === null ? (
                    <HeldBackCell colSpan={COLUMNS.length} label={translate('app.quality.users_held', { min: quality.minUsers })} />
                  ) : (
                    <>
                      <TableCell align="right" sx={figureSx}>
                        {row.fixes.toLocaleString(locale)}
                      </TableCell>
                      <TableCell align="right" sx={figureSx}>
                        {row.users.toLocaleString(locale)}
                      </TableCell>
                      <TableCell align="right" sx={figureSx}>
                        {share === null ? '—' : formatFigure(share, 'percent', locale)}
                      </TableCell>
                      <TableCell align="right" sx={figureSx}>
                        {metres(row.p50)}
                      </TableCell>
                      <TableCell align="right" sx={figureSx}>
                        {metres(row.p90)}
                      </TableCell>
                      <TableCell align="right" sx={figureSx}>
                        {metres(row.p95)}
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
