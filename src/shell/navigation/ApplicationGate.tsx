import { useState } from 'react';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { GateDialog } from './GateDialog';
import { ChooseApplicationAlert } from '../layout/ChooseApplicationAlert';

/** A location or statistics page opened with no building chosen (spec §4): the gate, and a way on once dismissed. */
export const ApplicationGate = () => {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <Box p={2} data-testid="application-gate">
      <ChooseApplicationAlert message="app.navigation.gate.needed" />
      <GateDialog open={open} onConfirm={() => navigate('/application')} onCancel={() => setOpen(false)} />
    </Box>
  );
};
