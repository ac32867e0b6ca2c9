import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import type { HeldBack } from '../model/empty';
import { MIN_GROUP_USERS } from '../model/privacy';
import { useLabeller } from '../model/useLabeller';

/** DESIGN.md §7's privacy threshold, said where it applies: how many groups (and users) were left out. Nothing when none were. */
export const HeldBackNote = ({ heldBack, dimension }: { heldBack: HeldBack | undefined; dimension?: string | null }) => {
  const labels = useLabeller();
  if (!heldBack || heldBack.groups === 0) return null;
  const note = labels.text('held_back', {
    smart_count: heldBack.groups,
    users: labels.figure(heldBack.users, 'count'),
    min: MIN_GROUP_USERS,
  });
  return (
    <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />} sx={{ py: 0 }} data-testid="held-back-note">
      {dimension ? `${labels.dimension(dimension)} · ${note}` : note}
    </Alert>
  );
};
