import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { Building } from '../../shell/session/types';

/**
 * Delete with confirmation (EDIT_BUILDING). A refusal (10006 while published versions serve an app)
 * was toasted once by the data provider; the dialog closes and the building stays.
 */
export const DeleteBuildingButton = () => {
  const record = useRecordContext<Building>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Building>();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      'building',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', 'building');
        },
        onError: () => setOpen(false),
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.buildings.delete.title"
        content="app.buildings.delete.content"
        translateOptions={{ name: record.name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
