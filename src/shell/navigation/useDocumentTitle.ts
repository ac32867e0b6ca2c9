import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { titleForPath } from './titles';

/** Spec §2 / vue-element-admin: the document title is `<page title> - <product title>`, translated. */
export const useDocumentTitle = (): void => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const key = titleForPath(pathname);
  const product = translate('app.title');
  const page = key ? translate(key) : null;
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
};
