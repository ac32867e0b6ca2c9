import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadImdf } from './imdfTransfer';

/** Downloads one version (or the draft) as an IMDF archive; a refusal was already toasted by the client. */
export const ExportButton = ({ buildingId, buildingName, version }: { buildingId: number; buildingName: string; version: number | 'draft' }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const name = `${buildingName}-${version === 'draft' ? 'draft' : `v${version}`}.imdf.zip`;
  const run = async () => {
    setBusy(true);
    try {
      await downloadImdf(buildingId, version, name);
    } catch {
      // Already shown as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      disabled={busy}
      onClick={() => void run()}
      data-testid={`export-${version}`}
    >
      {translate('app.buildings.versions.export')}
    </Button>
  );
};
