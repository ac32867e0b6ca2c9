import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  CircularProgress,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FactList } from '../../shell/layout/FactList';
import { trackApi } from '#contract/endpoints/tracks';
import type { Track } from '#contract/schemas/tracks';
import { BuildingPage } from '../../shell/layout/BuildingPage';
import { call } from '../../dataProvider/httpClient';
import { LevelMapPanel } from '../../maps/LevelMapPanel';
import { MapLoadState } from '../../maps/MapLoadState';
import { defaultLevel } from '../../maps/mapModel';
import type { MapJson, MapPoiType } from '../../maps/types';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { lazyView } from '../lazyView';
import { useDraftFloorPlan } from '../region/useRegionMap';
import { formatDuration, formatMetres, wallTime } from './format';
import { SPEEDS, fixIndexAt, levelAt, playbackOf, type PlaybackTrack } from './playback';
import { TRACK_LIST_PATH } from './paths';

const TrackMap = lazyView(() => import('./TrackMap'), 'TrackMap');

const MAP_HEIGHT = 560;

/** The playback clock: `t` advances `speed` times real time while playing, and stops at the end. */
function usePlayback(length: number) {
  const [t, setT] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(SPEEDS[1]);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!playing) return undefined;
    let frame = 0;
    const tick = (now: number) => {
      const dt = last.current === null ? 0 : now - last.current;
      last.current = now;
      setT((current) => Math.min(length, current + dt * speed));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      last.current = null;
    };
  }, [playing, speed, length]);
  // The end stops the clock (read from `t`, not from inside the state updater, which React may run later).
  useEffect(() => {
    if (playing && t >= length) setPlaying(false);
  }, [playing, t, length]);
  const play = () => {
    if (t >= length) setT(0);
    setPlaying(true);
  };
  return { t, setT, playing, play, pause: () => setPlaying(false), speed, setSpeed };
}

const Summary = ({ track, timeZone }: { track: Track['track']; timeZone: string }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const rows: Array<[string, string]> = [
    ['userId', track.userId],
    ['platform', translate(`app.statistics.values.platform.${track.platform}`, { _: track.platform })],
    ['startedAt', wallTime(track.startedAt, timeZone)],
    ['durationSec', formatDuration(track.durationSec, locale)],
    ['distance', formatMetres(track.distance, locale)],
    ['levels', track.levels.map((l) => l.name).join(' → ') || '—'],
  ];
  return <FactList testId="track-summary" facts={rows.map(([key, value]) => ({ label: translate(`resources.statistics-location.fields.${key}`), value }))} />;
};

interface PlayerProps {
  track: Track;
  base: MapJson;
  poiTypes: readonly MapPoiType[];
}

const Player = ({ track, base, poiTypes }: PlayerProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const playback: PlaybackTrack = useMemo(() => playbackOf(track), [track]);
  const { t, setT, playing, play, pause, speed, setSpeed } = usePlayback(playback.length);
  const [chosenLevel, setChosenLevel] = useState<number | null>(null);
  const [selectedEvent, setSelectedEvent] = useState<number | null>(null);
  const followed = levelAt(playback, t) ?? defaultLevel(base.levels, base.features)?.id ?? 0;
  const levelId = chosenLevel ?? followed;
  const fix = fixIndexAt(playback, t);
  const seek = (to: number) => {
    setChosenLevel(null);
    setT(to);
  };
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {!playback.points.length && <Alert severity="info">{translate('app.tracks.no_fixes')}</Alert>}
        <LevelMapPanel
          levels={base.levels}
          levelId={levelId}
          onLevel={(id) => setChosenLevel(id === followed ? null : id)}
          height={MAP_HEIGHT}
          testId="track-map"
        >
          <TrackMap base={base} poiTypes={poiTypes} levelId={levelId} english={locale !== 'zh'} track={playback} t={t} selectedEvent={selectedEvent} />
        </LevelMapPanel>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ px: 1 }}>
          <Tooltip title={translate(playing ? 'app.tracks.pause' : 'app.tracks.play')}>
            <IconButton
              onClick={playing ? pause : play}
              aria-label={translate(playing ? 'app.tracks.pause' : 'app.tracks.play')}
              color="primary"
              data-testid="track-play"
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          </Tooltip>
          <Slider
            value={t}
            min={0}
            max={Math.max(1, playback.length)}
            step={1000}
            onChange={(_, value) => {
              pause();
              seek(value as number);
            }}
            getAriaValueText={(value) => wallTime(playback.start + value, track.timeZone, false)}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => wallTime(playback.start + value, track.timeZone, false)}
            aria-label={translate('app.tracks.time')}
            sx={{ flex: 1 }}
            data-testid="track-slider"
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={speed}
            onChange={(_, value: number | null) => value !== null && setSpeed(value)}
            aria-label={translate('app.tracks.speed')}
          >
            {SPEEDS.map((s) => (
              <ToggleButton key={s} value={s} sx={{ px: 1 }}>
                {s}×
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} data-testid="track-clock" aria-live="off">
          {wallTime(playback.start + t, track.timeZone)}
          {playback.points.length > 0 && ` · ${translate('app.tracks.position', { n: Math.max(0, fix + 1), total: playback.points.length })}`}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 340 }, flexShrink: 0 }}>
        <Stack spacing={2}>
          <Summary track={track.track} timeZone={track.timeZone} />
          <Typography variant="subtitle2" component="h2">
            {translate('app.tracks.events')}
          </Typography>
          {playback.events.length ? (
            <List dense disablePadding sx={{ maxHeight: 380, overflow: 'auto' }} data-testid="track-events">
              {playback.events.map((e, index) => (
                <ListItem key={`${e.at}-${index}`} disablePadding>
                  <ListItemButton
                    selected={index === selectedEvent}
                    onClick={() => {
                      pause();
                      setSelectedEvent(index);
                      seek(e.t);
                    }}
                  >
                    {/* Events still ahead of the playback read in the secondary colour (full contrast: no opacity). */}
                    <ListItemText
                      primary={`${wallTime(e.at, track.timeZone, false)} · ${translate(`app.tracks.types.${e.type}`)}`}
                      secondary={e.label || undefined}
                      slotProps={{
                        primary: { color: e.t <= t ? 'text.primary' : 'text.secondary' },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('app.tracks.no_events')}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};

const Tracking = ({ buildingId, sessionId }: { buildingId: number; sessionId: string }) => {
  const track = useQuery({
    queryKey: ['track', buildingId, sessionId],
    queryFn: () => call(trackApi.one, { query: { buildingId, sessionId }, silent: true }),
    retry: false,
  });
  const { state, plan } = useDraftFloorPlan(buildingId);
  const poiTypes = usePoiTypes(buildingId);
  if (track.error)
    return (
      <Alert severity="error">
        {track.error.message} <ListLink />
      </Alert>
    );
  return (
    <MapLoadState state={state} height={MAP_HEIGHT}>
      {() => (plan && track.data ? <Player track={track.data} base={plan} poiTypes={poiTypes} /> : <CircularProgress />)}
    </MapLoadState>
  );
};

const ListLink = () => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={TRACK_LIST_PATH}>
      {translate('app.tracks.to_list')}
    </Link>
  );
};

const NoSession = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info">
      {translate('app.tracks.no_session')} <ListLink />
    </Alert>
  );
};

/** 轨迹回放 (spec §2 /location tracking, issue 15): one session's path on the floor plan, played back with its events. */
export const TrackingPage = () => {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId');
  return (
    <BuildingPage title="app.navigation.pages.tracking" namedTitle testId="tracking-page">
      {(buildingId) => (sessionId ? <Tracking buildingId={buildingId} sessionId={sessionId} /> : <NoSession />)}
    </BuildingPage>
  );
};
