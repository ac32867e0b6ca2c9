import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useTranslate } from 'react-admin';
import type { MapLevel } from '../../maps/types';
import { durationText, lengthText, notFoundText, pickText, stepText } from './routeText';
import type { RouteProfile, RouteResult } from './types';
import type { RoutePreview, RouteTarget } from './useRoutePreview';

interface Props {
  preview: RoutePreview;
  result: { data?: RouteResult; isFetching: boolean; error: Error | null };
  levels: readonly MapLevel[];
  /** A step names a level: clicking it shows that level. */
  onLevel: (levelId: number) => void;
}

const END_COLORS: Record<RouteTarget, string> = { start: '#2a9d8f', end: '#7b2cbf' };

const ResultView = ({ result, levels, onLevel }: Omit<Props, 'preview'>) => {
  const translate = useTranslate();
  if (result.isFetching && !result.data) return <CircularProgress size={24} data-testid="route-loading" />;
  if (result.error) return <Alert severity="error">{translate('app.roads.route.failed', { message: result.error.message })}</Alert>;
  const data = result.data;
  if (!data) return null;
  if (!data.found) {
    return (
      <Alert severity="warning" data-testid="route-not-found" data-reason={data.reason}>
        {notFoundText(translate, data)}
      </Alert>
    );
  }
  return (
    <Box data-testid="route-result" sx={{ opacity: result.isFetching ? 0.5 : 1 }}>
      <Typography variant="h6" component="p" data-testid="route-summary" data-length={Math.round(data.length)}>
        {translate('app.roads.route.summary', { length: lengthText(translate, data.length), duration: durationText(translate, data.duration) })}
      </Typography>
      <List dense disablePadding data-testid="route-steps">
        {data.steps.map((step, index) => (
          <ListItem key={index} disablePadding>
            <ListItemButton onClick={() => onLevel(step.levelId)} sx={{ px: 1 }}>
              <ListItemText primary={`${index + 1}. ${stepText(translate, levels, step)}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/** The route preview: two ends picked on the map (any levels), an instant and a profile; the route's length, time and steps. */
export const RoutePanel = ({ preview, result, levels, onLevel }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="route-panel">
      <Typography variant="body2" color="text.secondary">
        {translate('app.roads.route.hint')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <ToggleButtonGroup
          orientation="vertical"
          exclusive
          size="small"
          fullWidth
          value={preview.target}
          onChange={(_, target: RouteTarget | null) => target && preview.setTarget(target)}
          aria-label={translate('app.roads.route.target')}
        >
          {(['start', 'end'] as const).map((kind) => (
            <ToggleButton key={kind} value={kind} data-testid={`route-${kind}`} sx={{ justifyContent: 'flex-start', textTransform: 'none', gap: 1 }}>
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: END_COLORS[kind], flexShrink: 0 }} />
              <Box component="span" sx={{ fontWeight: 600, flexShrink: 0 }}>
                {translate(`app.roads.route.${kind}`)}
              </Box>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {pickText(translate, levels, preview[kind])}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack>
          <Button size="small" onClick={preview.swap} startIcon={<SwapVertIcon />} disabled={!preview.start && !preview.end}>
            {translate('app.roads.route.swap')}
          </Button>
          <Button size="small" onClick={preview.clear} disabled={!preview.start && !preview.end}>
            {translate('app.roads.route.clear')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          type="datetime-local"
          size="small"
          label={translate('app.roads.route.at')}
          value={preview.atInput}
          onChange={(event) => preview.setAtInput(event.target.value)}
          helperText={translate(preview.atInput ? 'app.roads.route.at_map' : 'app.roads.route.at_now')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'route-at' } }}
          sx={{ flex: 1 }}
        />
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => preview.setAtInput('')} disabled={!preview.atInput}>
          {translate('app.roads.route.now')}
        </Button>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preview.profile}
        onChange={(_, profile: RouteProfile | null) => profile && preview.setProfile(profile)}
        aria-label={translate('app.roads.route.profile')}
      >
        <ToggleButton value="default">{translate('app.roads.route.profiles.default')}</ToggleButton>
        <ToggleButton value="step-free">{translate('app.roads.route.profiles.step-free')}</ToggleButton>
      </ToggleButtonGroup>
      <ResultView result={result} levels={levels} onLevel={onLevel} />
    </Stack>
  );
};
