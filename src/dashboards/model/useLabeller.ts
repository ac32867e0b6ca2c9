import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { makeLabeller, type Labeller } from './labeller';

/** The labeller of the console's language. */
export const useLabeller = (): Labeller => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  return useMemo(() => makeLabeller(translate, locale), [translate, locale]);
};
