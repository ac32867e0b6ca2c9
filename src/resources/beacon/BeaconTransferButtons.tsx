import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { beaconApi } from '#contract/endpoints/beacon';
import { downloadFile } from '../../dataProvider/fileTransfer';
import { BeaconImportDialog } from './BeaconImportDialog';

/** Issue 13: the list's 导入 (UPLOAD_BEACON: CSV or XLSX, dry run first) and 导出 CSV (the current level and lifecycle filters apply). */
export const BeaconTransferButtons = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { canAccess: canUpload } = useCanAccess({ resource: 'beacon', action: 'create' });
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { levelId, lifecycle } = filterValues as { levelId?: number; lifecycle?: string };
      await downloadFile(beaconApi.exportCsv, { buildingId, levelId, lifecycle }, 'text/csv', `beacons-${buildingId}.csv`);
    } catch {
      // The client has toasted it.
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      {canUpload && (
        <Button label={translate('app.beacons.transfer.import')} onClick={() => setOpen(true)} data-testid="beacon-import">
          <UploadFileIcon />
        </Button>
      )}
      <Button label={translate('app.beacons.transfer.export')} onClick={() => void exportCsv()} disabled={exporting} data-testid="beacon-export">
        <DownloadIcon />
      </Button>
      {canUpload && <BeaconImportDialog buildingId={buildingId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
