import { Box, IconButton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { MapFeature, MapLevel, MapPoiType } from './types';

interface Props {
  feature: MapFeature | null;
  levels: readonly MapLevel[];
  poiTypes: readonly MapPoiType[];
  onClose: () => void;
}

/** Name, type, category, level and id of the clicked unit or POI. */
export const FeatureDetails = ({ feature, levels, poiTypes, onClose }: Props) => {
  const translate = useTranslate();
  if (!feature) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.maps.details.hint')}
      </Typography>
    );
  }
  const props = feature.properties;
  const level = levels.find((candidate) => candidate.id === props.levelId);
  const category = props.category ? translate(`app.maps.categories.${props.category}`, { _: props.category }) : null;
  const poiType = props.featureType === 'poi' ? poiTypes.find((type) => type.id === props.poiTypeId)?.name : null;
  const rows: [string, string | null | undefined][] = [
    ['name', props.name],
    ['name_en', props.nameEn],
    ['type', translate(`app.maps.feature_types.${props.featureType}`, { _: props.featureType })],
    ['category', category],
    ['poi_type', poiType],
    ['level', level ? level.name : null],
    ['id', feature.id],
  ];
  return (
    <Box data-testid="feature-details">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{translate('app.maps.details.title')}</Typography>
        <IconButton size="small" onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Table size="small">
        <TableBody>
          {rows
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', pl: 0 }}>
                  {translate(`app.maps.details.${key}`)}
                </TableCell>
                <TableCell data-testid={`feature-${key}`} sx={{ wordBreak: 'break-all' }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </Box>
  );
};
