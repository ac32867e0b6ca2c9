import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { titleForPath } from '../../navigation/titles';

/** The tag's label: the route's title message, else the path's last segment. */
export const useTagTitle = () => {
  const translate = useTranslate();
  return useCallback(
    (path: string) => {
      const key = titleForPath(path);
      return key ? translate(key, { _: key }) : (path.split('/').filter(Boolean).at(-1) ?? path);
    },
    [translate],
  );
};
