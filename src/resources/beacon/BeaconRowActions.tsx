import { useState, type MouseEvent } from 'react';
import { Stack, Tooltip } from '@mui/material';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { Button, Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { Beacon } from '#contract/schemas/beacon';
import { quiet } from '../../dataProvider/quiet';
import { ICON_ONLY, RowDeleteButton } from '../shared/RowDeleteButton';

/** Retire (issue 13): `beacon/update` with lifecycle retired, after a confirmation. */
const RetireButton = () => {
  const record = useRecordContext<Beacon>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<Beacon>();
  if (!record || record.lifecycle === 'retired') return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  const retire = () =>
    update(
      'beacon',
      { id: record.id, data: { id: record.id, lifecycle: 'retired' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        ...quiet,
        onSuccess: () => {
          setOpen(false);
          notify('app.beacons.retired', { type: 'info', messageArgs: { name: record.name } });
        },
        onError: () => setOpen(false),
      },
    );
  return (
    <span onClick={stop}>
      <Tooltip title={translate('app.beacons.retire')}>
        <Button label="app.beacons.retire" onClick={() => setOpen(true)} disabled={isPending} data-testid="beacon-retire" sx={ICON_ONLY}>
          <ArchiveOutlinedIcon />
        </Button>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.beacons.retire_title', { name: record.name })}
        content="app.beacons.retire_content"
        onConfirm={retire}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};

/** The row's retire and delete buttons (UPLOAD_BEACON; the list shows them only to those who hold it). */
export const BeaconRowActions = () => {
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <RetireButton />
      <RowDeleteButton confirmTitle="app.beacons.delete_title" confirmContent="app.beacons.delete_content" testId="beacon-delete" />
    </Stack>
  );
};
