import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import type { MessageType } from './types';

/** A message type's label: the Chinese name in Chinese, the English name otherwise. */
export const useTypeName = (types: MessageType[]) => {
  const [locale] = useLocaleState();
  return useCallback(
    (value: string) => {
      const type = types.find((t) => t.value === value);
      if (!type) return value;
      return locale === 'zh' ? type.name : type.nameEn || type.name;
    },
    [types, locale],
  );
};
