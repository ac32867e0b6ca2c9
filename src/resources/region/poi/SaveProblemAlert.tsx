import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PoiEditor } from './usePoiEditor';

/** Problems listed of a refused patch (the first names the POI selected). */
const MAX_SHOWN = 5;

/** What the last save said, above the map: the user's changes are kept in every case. */
export const SaveProblemAlert = ({ editor }: { editor: PoiEditor }) => {
  const translate = useTranslate();
  const { problem, count, busy } = editor;
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <Alert
        severity="warning"
        data-testid="poi-conflict"
        sx={{ mb: 1.5 }}
        action={
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={() => void editor.reloadAndReapply()} data-testid="poi-reapply">
            {translate('app.pois.conflict.reapply')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.pois.conflict.title')}</AlertTitle>
        <Typography variant="body2">{problem.message}</Typography>
        <Typography variant="body2">{translate('app.pois.conflict.kept', { smart_count: count })}</Typography>
      </Alert>
    );
  }
  if (problem.kind === 'invalid') {
    return (
      <Alert
        severity="error"
        data-testid="poi-invalid"
        sx={{ mb: 1.5 }}
        onClose={editor.dismissProblem}
        action={
          problem.id && problem.id !== editor.selectedId ? (
            <Button color="inherit" size="small" onClick={() => editor.select(problem.id)}>
              {translate('app.pois.invalid.show')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{translate('app.pois.invalid.title')}</AlertTitle>
        {problem.messages.slice(0, MAX_SHOWN).map((message, index) => (
          <Typography key={index} variant="body2">
            {message}
          </Typography>
        ))}
        {problem.messages.length > MAX_SHOWN && <Typography variant="body2">…</Typography>}
        <Typography variant="body2">{translate('app.pois.invalid.kept')}</Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="poi-save-error" sx={{ mb: 1.5 }} onClose={editor.dismissProblem}>
      {translate('app.pois.save_failed', { message: problem.message })}
    </Alert>
  );
};
