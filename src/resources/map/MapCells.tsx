import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MapRowDto } from '#contract/schemas/mapList';
import { dateTime, relativeTime } from '../beacon/format';
import { formatBytes } from './format';

const useLocale = () => useLocaleState()[0] ?? 'zh';

/** What the draft holds: unpublished saves, published, never published, or no map at all. */
const DraftChip = ({ row }: { row: MapRowDto }) => {
  const translate = useTranslate();
  if (row.publishedVersions === 0) {
    return row.features > 0 ? (
      <Chip size="small" color="warning" label={translate('app.mapList.status.never')} data-testid="map-status-never" />
    ) : (
      <Chip size="small" variant="outlined" label={translate('app.mapList.status.empty')} data-testid="map-status-empty" />
    );
  }
  return row.unpublished ? (
    <Chip
      size="small"
      color="warning"
      label={translate('app.mapList.status.unpublished', { smart_count: row.unpublishedSaves })}
      data-testid="map-status-unpublished"
    />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate('app.mapList.status.published')} data-testid="map-status-published" />
  );
};

/** The draft's state, then when it last changed (the date and time in a tooltip). */
export const DraftCell = ({ row }: { row: MapRowDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box>
      <DraftChip row={row} />
      {row.updatedAt && (
        <Tooltip title={dateTime(row.updatedAt, locale)}>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {translate('app.mapList.changed', { time: relativeTime(row.updatedAt, locale) })}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
};

/** The newest publication: its version and time (the date and time in a tooltip), then who published it. */
export const LastPublished = ({ row }: { row: MapRowDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (row.latestVersion === null || row.lastPublishedAt === null) return <>—</>;
  const by = row.lastPublishedBy;
  return (
    <Box>
      <Tooltip title={dateTime(row.lastPublishedAt, locale)}>
        <span>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {translate('app.mapList.version', { version: row.latestVersion })}
          </Box>
          {' · '}
          {relativeTime(row.lastPublishedAt, locale)}
        </span>
      </Tooltip>
      {by && (
        <Tooltip title={by.email}>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {translate('app.mapList.by', { name: by.name || by.email })}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
};

/** Bytes as "378 kB", the exact count and what it measures in a tooltip; — when never published. */
export const Size = ({ bytes }: { bytes: number | null }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (bytes === null) return <>—</>;
  return (
    <Tooltip title={translate('app.mapList.size_hint', { bytes: bytes.toLocaleString(locale) })}>
      <span>{formatBytes(bytes, locale)}</span>
    </Tooltip>
  );
};
