import { useState } from 'react';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Button, useListContext } from 'react-admin';
import { qrcodeApi } from '#contract/endpoints/qrcode';
import { downloadFile } from '../../dataProvider/fileTransfer';

/** The print sheet of the batch the list is filtered to (issue 13): an A4 PDF from the server. */
export const PrintBatchButton = ({ buildingId }: { buildingId: number }) => {
  const { filterValues } = useListContext();
  const batch = typeof filterValues.batch === 'string' ? filterValues.batch.trim() : '';
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await downloadFile(qrcodeApi.print, { buildingId, batch }, 'application/pdf', `qrcode-batch-${buildingId}.pdf`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="app.qrcodes.print_batch" onClick={print} disabled={!batch || busy} data-testid="qrcode-print-batch">
      <PrintOutlinedIcon />
    </Button>
  );
};
