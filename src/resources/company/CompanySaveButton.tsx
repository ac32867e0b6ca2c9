import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext, useSaveContext } from 'react-admin';
import type { CompanyRecord } from './types';

/** Saving a company that is being switched off asks first, saying what that does (issue 16). */
export const CompanySaveButton = () => {
  const record = useRecordContext<CompanyRecord>();
  const enabled = useWatch({ name: 'enabled' }) as boolean | undefined;
  const { handleSubmit } = useFormContext();
  const { save } = useSaveContext();
  const [asking, setAsking] = useState(false);
  const disabling = !!record?.enabled && enabled === false;
  return (
    <>
      <SaveButton
        type="button"
        onClick={(event) => {
          if (!disabling) return;
          event.preventDefault();
          setAsking(true);
        }}
      />
      <Confirm
        isOpen={asking}
        title="app.companies.disableTitle"
        content="app.companies.disableContent"
        translateOptions={{ name: record?.name ?? '', admins: record?.adminCount ?? 0, apps: record?.appCount ?? 0 }}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void handleSubmit((values) => save?.(values))();
        }}
      />
    </>
  );
};
