import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { GateDialog } from './GateDialog';

/** A location or statistics page opened with no building chosen (spec §4): the gate, and a way on once dismissed. */
export const ApplicationGate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <Box p={2} data-testid="application-gate">
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/application" size="small">
            {translate('app.application.choose')}
          </Button>
        }
      >
        {translate('app.navigation.gate.needed')}
      </Alert>
      <GateDialog open={open} onConfirm={() => navigate('/application')} onCancel={() => setOpen(false)} />
    </Box>
  );
};
