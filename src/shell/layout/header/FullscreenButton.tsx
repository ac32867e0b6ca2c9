import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useNotify, useTranslate } from 'react-admin';

/** Spec §8: where the browser cannot go fullscreen, a warning that reads exactly `you browser can not work`. */
export const FullscreenButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const warn = () => notify('app.layout.header.fullscreen_unsupported', { type: 'warning' });
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      warn();
      return;
    }
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(warn);
  };

  const label = translate(fullscreen ? 'app.layout.header.exit_fullscreen' : 'app.layout.header.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle} data-testid="fullscreen-button">
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
