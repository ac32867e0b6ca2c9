import { useEffect, useState } from 'react';
import { qrcodeApi } from '#contract/endpoints/qrcode';
import { ApiError } from '../../dataProvider/ApiError';
import { postForFile } from '../../dataProvider/fileTransfer';

export interface MiniCode {
  /** An object URL of the PNG (revoked when the code or width changes). */
  url: string | null;
  blob: Blob | null;
  loading: boolean;
  /** The server's message (e.g. WeChat's rate limit or an unpublished page). */
  error: string | null;
}

/** The message to show for a refused image: the field's message (WeChat's unpublished page, a bad scene), else the envelope's. */
export const problemText = (error: unknown): string =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message).join(' ') : error instanceof Error ? error.message : String(error);

/** Issue 13: the code's image at `width` px from `qrcode/mini-code` (a PNG; refusals are envelopes, shown on the page). */
export function useMiniCode(id: number | null, width: number): MiniCode {
  const [state, setState] = useState<MiniCode>({ url: null, blob: null, loading: id !== null, error: null });
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    postForFile(qrcodeApi.miniCode, { id, width }, 'image/png', [10005, 10007])
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, blob, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (live) setState({ url: null, blob: null, loading: false, error: problemText(error) });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, width]);
  return state;
}
