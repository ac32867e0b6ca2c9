import { Alert, Button } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/** A list that could not be read (the client toasted it too): the reason and a retry. `message` takes `%{message}`. */
export const ListLoadError = ({ message, retry, testId }: { message: string; retry: string; testId: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate(retry)}
        </Button>
      }
    >
      {translate(message, { message: error instanceof Error ? error.message : String(error ?? '') })}
    </Alert>
  );
};

/** No page numbers under the error: the list has none to count. */
export const ListPagination = () => (useListContext().error ? null : <Pagination />);
