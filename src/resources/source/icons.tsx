import type { SvgIconComponent } from '@mui/icons-material';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import LocalParkingOutlinedIcon from '@mui/icons-material/LocalParkingOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MyLocationOutlinedIcon from '@mui/icons-material/MyLocationOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import WcOutlinedIcon from '@mui/icons-material/WcOutlined';
import type { SourceIcon } from '#contract/endpoints/source';
import type { SourceTypeCode } from './types';

/** The picture of each icon key of the contract (the apps draw their own for the same keys). */
const ICONS: Record<Exclude<SourceIcon, ''>, SvgIconComponent> = {
  shop: StorefrontOutlinedIcon,
  restaurant: RestaurantOutlinedIcon,
  parking: LocalParkingOutlinedIcon,
  toilet: WcOutlinedIcon,
  service: SupportAgentOutlinedIcon,
  info: InfoOutlinedIcon,
  gift: CardGiftcardOutlinedIcon,
  star: StarBorderOutlinedIcon,
  ticket: ConfirmationNumberOutlinedIcon,
  map: MapOutlinedIcon,
  web: LanguageOutlinedIcon,
};

/** A link without an icon of its own shows its type's. */
const TYPE_ICONS: Record<SourceTypeCode, SvgIconComponent> = {
  poi: PlaceOutlinedIcon,
  place: MyLocationOutlinedIcon,
  miniProgram: AppsOutlinedIcon,
  web: LanguageOutlinedIcon,
};

export const iconOf = (icon: string, type: SourceTypeCode): SvgIconComponent => ICONS[icon as keyof typeof ICONS] ?? TYPE_ICONS[type];
