import { Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';

/** Icon-only row buttons (the label stays their accessible name and a tooltip): the columns keep their room. */
export const ICON_ONLY = { minWidth: 0, fontSize: 0, px: 1, '& .MuiButton-startIcon': { m: 0 } };

/** A list row's delete: icon only with a tooltip, confirmed first, the server's refusal shown by the request (not twice). */
export const RowDeleteButton = ({ confirmTitle, confirmContent, testId }: { confirmTitle: string; confirmContent: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('ra.action.delete')}>
      <span>
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          mutationOptions={quiet}
          redirect={false}
          confirmTitle={confirmTitle}
          confirmContent={confirmContent}
          data-testid={testId}
          sx={ICON_ONLY}
        />
      </span>
    </Tooltip>
  );
};
