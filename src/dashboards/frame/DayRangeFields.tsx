import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../dataProvider/ApiError';
import { isDate } from '../model/dates';

/**
 * Issue 15: a page's range of days kept in the URL (`from`, `to`; empty: the server's default, the last 7 days) and
 * other choices beside it. `set` replaces the history entry; an empty value removes the parameter.
 */
export function useUrlChoices() {
  const [params, setParams] = useSearchParams();
  // What `set` last wrote, until the page renders with it: a second change meanwhile (the other day, typed while the
  // page is busy) builds on it. react-router's own `setParams(current => …)` gives the rendered params, and would undo the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(written.current ?? params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      written.current = next;
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return { params, from: params.get('from') ?? '', to: params.get('to') ?? '', set };
}

interface Props {
  from: string;
  to: string;
  /** The range the server answered: shown while the URL has none. */
  answered?: { from: string; to: string };
  set: (changes: Record<string, string | null>) => void;
  /** The data-testid prefix of the inputs (`<prefix>-from`). */
  testId: string;
}

/**
 * Two date inputs (labels app.range.from / app.range.to); a date only reaches the URL once it is a real one. A day
 * the URL lacks shows the last range the server answered, kept while a refused range has no answer.
 */
export const DayRangeFields = ({ from, to, answered: current, set, testId }: Props) => {
  const translate = useTranslate();
  const [last, setLast] = useState(current);
  if (current && (current.from !== last?.from || current.to !== last?.to)) setLast(current);
  const answered = current ?? last;
  const field = (key: 'from' | 'to', value: string) => (
    <TextField
      key={key}
      type="date"
      size="small"
      label={translate(`app.range.${key}`)}
      value={value || answered?.[key] || ''}
      onChange={(event) => isDate(event.target.value) && set({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testId}-${key}` } }}
      sx={{ width: 180 }}
    />
  );
  return (
    <>
      {field('from', from)}
      {field('to', to)}
    </>
  );
};

/** A refused call: the server's messages field by field (a range's `from` and `to` by their labels), else its message. */
export const RangeErrorAlert = ({ error, testId }: { error: Error; testId: string }) => {
  const translate = useTranslate();
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <Alert severity="error" data-testid={testId}>
      {fields.length ? fields.map((f) => `${translate(`app.range.${f.field}`, { _: f.field })}: ${f.message}`).join(' ') : error.message}
    </Alert>
  );
};
