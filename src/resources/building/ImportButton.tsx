import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccess } from 'react-admin';
import { ImportDialog } from './ImportDialog';

/** Opens the IMDF import (ADD_BUILDING, the same codes as creating a building). */
export const ImportButton = () => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'building', action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="app.buildings.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
