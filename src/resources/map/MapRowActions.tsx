import { useState } from 'react';
import { CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInBrowserOutlinedIcon from '@mui/icons-material/OpenInBrowserOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MapRowDto } from '#contract/schemas/mapList';
import { downloadImdf } from '../building/imdfTransfer';

/** Exports the newest published version (the draft while never published) as an IMDF archive; a refusal was already toasted. */
const ExportImdfButton = ({ row }: { row: MapRowDto }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const label = row.latestVersion === null ? translate('app.mapList.export_draft') : translate('app.mapList.export', { version: row.latestVersion });
  const run = async () => {
    setBusy(true);
    try {
      await downloadImdf(row.buildingId, 'latest', `${row.buildingName}-${row.latestVersion === null ? 'draft' : `v${row.latestVersion}`}.imdf.zip`);
    } catch {
      // Already shown as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={busy} onClick={() => void run()} data-testid="map-export">
          {busy ? <CircularProgress size={18} /> : <DownloadIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** A row's actions: open the building's view, export its map as IMDF. */
export const MapRowActions = ({ onOpen, opening }: { onOpen: (buildingId: number) => void; opening: boolean }) => {
  const row = useRecordContext<MapRowDto>();
  const translate = useTranslate();
  if (!row) return null;
  const label = translate('app.mapList.open', { name: row.buildingName });
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} disabled={opening} onClick={() => onOpen(row.buildingId)} data-testid="map-open">
            {opening ? <CircularProgress size={18} /> : <OpenInBrowserOutlinedIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <ExportImdfButton row={row} />
    </Stack>
  );
};
