import { Alert, AlertTitle, Box, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldError } from '../../dataProvider/envelope';

/** A refused archive's problems, each named `<file>#<featureId>` by the server; nothing was imported. */
export const ImportProblems = ({ problems }: { problems: readonly FieldError[] }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid="import-problems">
      <AlertTitle>{translate('app.buildings.import.refused', { smart_count: problems.length })}</AlertTitle>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <List dense disablePadding>
          {problems.map((problem, index) => (
            <ListItem key={`${problem.field}-${index}`} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={problem.message} secondary={problem.field} slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Alert>
  );
};
