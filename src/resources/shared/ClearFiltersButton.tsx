import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The way back from filters that match nothing: clears them all. `label` is a translation key. */
export const ClearFiltersButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <Button size="small" onClick={() => setFilters({}, {})}>
      {translate(label)}
    </Button>
  );
};
