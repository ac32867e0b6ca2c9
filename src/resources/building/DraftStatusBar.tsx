import { useState } from 'react';
import PublishIcon from '@mui/icons-material/Publish';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from '../../shell/access';
import { changeTotal, type DraftStatus } from './draftStatus';
import { PublishDialog } from './PublishDialog';
import { useDraftStatus } from './useDraftStatus';
import { BUILDING_VIEW_ACCESS } from './viewAccess';
import type { ChangeCounts } from './types';

const KINDS: readonly (keyof ChangeCounts)[] = ['added', 'changed', 'removed'];
/** Two lines of the standard alert: the space is kept while the status loads, so the editor below never jumps. */
const BAR_HEIGHT = 68;

const BUILDING_VIEW = '/building/building-view';
/** The building view showing the draft (its 已发布 / 草稿 toggle reads `version`). */
const DRAFT_VIEW_PATH = `${BUILDING_VIEW}?version=draft`;

/** The building view needs VIEW_BUILDING, which an editor of POIs or roads may lack: no link to a 403 page. */
const useCanOpenBuildingView = (): boolean => useAccess()?.(BUILDING_VIEW_ACCESS) ?? false;

const useHeadline = () => {
  const translate = useTranslate();
  return (status: Exclude<DraftStatus, { kind: 'unknown' }>): string => {
    if (status.kind === 'published') return translate('app.draft_status.none');
    if (!status.changes) {
      return status.saves !== null ? translate('app.draft_status.saves', { smart_count: status.saves }) : translate('app.draft_status.never');
    }
    const { changes } = status;
    const list = KINDS.map((kind) => `${translate(`app.buildings.changes.${kind}`)} ${changes[kind]}`).join(' · ');
    return `${translate('app.draft_status.changes', { smart_count: changeTotal(changes) })}${translate('app.draft_status.counts', { list })}`;
  };
};

interface DraftStatusBarProps {
  buildingId: number;
  /** Offer a link to the building view's draft (not in the building view itself, which has its own toggle). */
  draftLink?: boolean;
}

/**
 * Issue 10: says whether the draft holds unpublished changes and how many, with the ways to see the
 * draft and to publish it (the building management's publish dialog); a quiet 已发布 otherwise.
 */
export const DraftStatusBar = ({ buildingId, draftLink = false }: DraftStatusBarProps) => {
  const translate = useTranslate();
  const headline = useHeadline();
  const { status, canPublish } = useDraftStatus(buildingId);
  const canOpenView = useCanOpenBuildingView();
  const [publishing, setPublishing] = useState(false);
  if (status.kind === 'unknown') return <Box sx={{ minHeight: BAR_HEIGHT, mb: 2 }} />;
  const unpublished = status.kind === 'unpublished';
  return (
    <Alert
      severity={unpublished ? 'info' : 'success'}
      variant={unpublished ? 'standard' : 'outlined'}
      data-testid={unpublished ? 'draft-status' : 'draft-status-published'}
      // The outlined quiet state has a 1 px border: the standard one gets a transparent one, so both are as high.
      sx={{
        mb: 2,
        minHeight: BAR_HEIGHT,
        alignItems: 'center',
        ...(unpublished && { border: '1px solid transparent' }),
        '& .MuiAlert-message': { flex: 1, minWidth: 0 },
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={600} component="p" data-testid="draft-status-headline">
            {headline(status)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(canPublish ? 'app.draft_status.hint' : 'app.draft_status.hint_ask')}
          </Typography>
        </Box>
        {unpublished && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {draftLink && canOpenView && (
              <Button size="small" component={Link} to={DRAFT_VIEW_PATH} startIcon={<VisibilityOutlinedIcon />}>
                {translate('app.draft_status.view_draft')}
              </Button>
            )}
            {canPublish && (
              <Button size="small" variant="outlined" startIcon={<PublishIcon />} onClick={() => setPublishing(true)}>
                {translate('app.draft_status.publish')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {canPublish && <PublishDialog buildingId={buildingId} open={publishing} onClose={() => setPublishing(false)} />}
    </Alert>
  );
};
