import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import DoorFrontIcon from '@mui/icons-material/DoorFront';
import ElevatorIcon from '@mui/icons-material/Elevator';
import EscalatorIcon from '@mui/icons-material/Escalator';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PlaceIcon from '@mui/icons-material/Place';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import StairsIcon from '@mui/icons-material/Stairs';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WcIcon from '@mui/icons-material/Wc';
import type { PoiIcon } from '#contract/schemas/poi';

/** The icon keys a POI type may have (the server accepts exactly these), with what draws them. */
export const POI_ICONS: readonly { key: PoiIcon; Icon: ComponentType<SvgIconProps> }[] = [
  { key: 'shop', Icon: StorefrontIcon },
  { key: 'restaurant', Icon: RestaurantIcon },
  { key: 'service', Icon: RoomServiceIcon },
  { key: 'toilet', Icon: WcIcon },
  { key: 'elevator', Icon: ElevatorIcon },
  { key: 'escalator', Icon: EscalatorIcon },
  { key: 'stairs', Icon: StairsIcon },
  { key: 'entrance', Icon: DoorFrontIcon },
  { key: 'parking', Icon: LocalParkingIcon },
  { key: 'office', Icon: BusinessIcon },
  { key: 'meeting', Icon: MeetingRoomIcon },
];

const PIXELS = { small: 20, medium: 24, large: 35, inherit: 24 } as const;

/** A type's icon: its uploaded image (issue 13, a platform file) when it has one, else the key's icon in its colour (an unknown key draws a pin). */
export const PoiTypeIcon = ({
  icon,
  color,
  iconUrl,
  fontSize = 'small',
}: {
  icon: string | null | undefined;
  color?: string | null;
  iconUrl?: string | null;
  fontSize?: SvgIconProps['fontSize'];
}) => {
  if (iconUrl) {
    const size = PIXELS[fontSize];
    return <img src={iconUrl} alt="" width={size} height={size} style={{ objectFit: 'contain', verticalAlign: 'middle' }} data-testid="poi-type-image" />;
  }
  const Icon = POI_ICONS.find((entry) => entry.key === icon)?.Icon ?? PlaceIcon;
  return <Icon fontSize={fontSize} sx={{ color: color ?? 'text.secondary' }} />;
};
