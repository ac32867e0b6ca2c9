import { useTranslate } from 'react-admin';

/** `levels` -> `level`, `amenities` -> `amenity`: report counts are keyed in the plural, changes in the singular. */
const singular = (type: string): string => (type.endsWith('ies') ? `${type.slice(0, -3)}y` : type.replace(/s$/, ''));

/** The translated name of an IMDF feature type (singular or plural key), else the key itself. */
export const useFeatureTypeLabel = () => {
  const translate = useTranslate();
  return (type: string): string =>
    translate(`app.buildings.feature_types.${type}`, { _: translate(`app.buildings.feature_types.${singular(type)}`, { _: type }) });
};
