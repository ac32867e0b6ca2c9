import { useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { AVAILABLE_LOCALES, setLanguageCookie, type Locale } from '../../../i18n/language';

/** Spec §1/§9: English, 中文, Español, 日本語; the choice switches the UI at once and goes into the `language` cookie. */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Locale) => {
    setAnchor(null);
    setLanguageCookie(next);
    setLocale(next);
  };
  const label = translate('app.layout.header.language');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="language-button">
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {AVAILABLE_LOCALES.map((option) => (
          <MenuItem key={option.locale} selected={option.locale === locale} onClick={() => choose(option.locale)} lang={option.locale}>
            <ListItemText>{option.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
