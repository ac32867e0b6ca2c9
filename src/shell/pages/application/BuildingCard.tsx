import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { useTranslate } from 'react-admin';
import type { Building } from '../../session/types';

export const BuildingCard = ({ building, current, onChoose }: { building: Building; current: boolean; onChoose: (b: Building) => void }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}>
      <CardActionArea onClick={() => onChoose(building)} sx={{ height: '100%' }} aria-label={building.name} data-testid={`building-card-${building.id}`}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <ApartmentIcon color="primary" />
            <Typography variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
              {building.name}
            </Typography>
            {current && <Chip size="small" color="primary" label={translate('app.application.current')} />}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('resources.building.fields.appName')}: {building.appName ?? '-'}
            {building.appCode ? ` (${building.appCode})` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('resources.building.fields.companyName')}: {building.companyName ?? '-'}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.application.levels', { smart_count: building.levels.length })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
