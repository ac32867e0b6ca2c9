import { useState } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import type { MapPoiType } from '../../maps/types';
import { usePoiTypes } from '../../shell/session/poiTypes';
import { levelName, useBuildingLevels } from './levels';
import { RegionMap } from './RegionMap';
import type { RegionDetail, RegionPoi } from './types';

const typeName = (poiTypes: readonly MapPoiType[], id: number | null, english: boolean): string | null => {
  const type = poiTypes.find((candidate) => candidate.id === id);
  if (!type) return null;
  return (english && type.nameEn) || type.name;
};

interface PoiTableProps {
  pois: readonly RegionPoi[];
  poiTypes: readonly MapPoiType[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The POIs inside the region; a row picks the POI on the map, a second click goes back to the region. */
const PoiTable = ({ pois, poiTypes, selectedId, onSelect }: PoiTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('app.regions.pois.title');
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Chip size="small" label={pois.length} data-testid="region-poi-count" />
      </Stack>
      {pois.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="region-pois-empty">
          {translate('app.regions.pois.empty')}
        </Typography>
      ) : (
        // Issue 12: the scrolling box is reachable by Tab, so the keyboard can scroll it.
        <Box sx={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label={title}>
          <Table size="small" stickyHeader aria-label={title} data-testid="region-pois">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.regions.pois.name')}</TableCell>
                <TableCell>{translate('app.regions.pois.type')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pois.map((poi) => (
                <TableRow
                  key={poi.id}
                  hover
                  selected={poi.id === selectedId}
                  onClick={() => onSelect(poi.id === selectedId ? null : poi.id)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    onSelect(poi.id === selectedId ? null : poi.id);
                  }}
                  tabIndex={0}
                  aria-selected={poi.id === selectedId}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>{poi.name ?? translate('app.regions.pois.unnamed')}</TableCell>
                  <TableCell>{typeName(poiTypes, poi.poiTypeId, locale !== 'zh') ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};

const RegionDetails = () => {
  const translate = useTranslate();
  const region = useRecordContext<RegionDetail>();
  const levels = useBuildingLevels(region?.buildingId);
  const poiTypes = usePoiTypes(region?.buildingId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (!region) return null;
  const pois = region.pois ?? [];
  // Only the region's POIs can be picked: a click elsewhere on the map goes back to the region.
  const select = (id: string | null) => setSelectedId(id !== null && pois.some((poi) => poi.id === id) ? id : null);
  const facts = [
    region.nameEn,
    levelName(levels, region.levelId),
    region.category ? translate(`app.regions.categories.${region.category}`, { _: region.category }) : null,
  ].filter(Boolean);
  return (
    <Card>
      <CardHeader title={<span data-testid="region-name">{region.name}</span>} subheader={<span data-testid="region-facts">{facts.join(' · ')}</span>} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RegionMap region={region} poiTypes={poiTypes} selectedId={selectedId} onSelect={select} />
          </Box>
          <Box sx={{ width: { md: 320 }, flexShrink: 0 }}>
            <PoiTable pois={pois} poiTypes={poiTypes} selectedId={selectedId} onSelect={select} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

const RegionTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<RegionDetail>();
  const page = translate('app.navigation.pages.region-view');
  return <span>{record ? `${page}: ${record.name}` : page}</span>;
};

const RegionActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** region-view (issue 5): the region on its level (outlined, framed), with the POIs inside it. */
export const RegionShow = () => (
  <Show<RegionDetail> queryOptions={quiet} actions={<RegionActions />} title={<RegionTitle />} component="div">
    <RegionDetails />
  </Show>
);
