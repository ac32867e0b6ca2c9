import type { ReactNode } from 'react';
import { Alert, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { WXAPP_CODE_LIMITS } from '#contract/endpoints/wxappCode';
import { ApiError } from '../../../dataProvider/ApiError';

// Issue 17: pieces the code, template and group pages share.

/** A failed call's message: the server's clear text (WeChat's refusals included). */
const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

export const ErrorAlert = ({ error }: { error: unknown }) =>
  error ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {messageOf(error)}
    </Alert>
  ) : null;

export const Section = ({ title, children, extra, testId }: { title: string; children: ReactNode; extra?: ReactNode; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={testId}>
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {extra}
    </Stack>
    {children}
  </Paper>
);

const COLORS: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  auditing: 'info',
  committed: 'info',
  pending: 'default',
  passed: 'success',
  released: 'success',
  rejected: 'error',
  failed: 'error',
  delayed: 'warning',
  withdrawn: 'default',
  none: 'default',
};

/** An audit or batch state as a coloured chip (text, never colour alone). */
export const StateChip = ({ state, kind }: { state: string; kind: 'audit' | 'batch' }) => {
  const translate = useTranslate();
  const key = kind === 'audit' ? `app.wxappCode.auditStates.${state}` : `app.wxappCode.group.states.${state}`;
  return <Chip size="small" label={translate(key)} color={COLORS[state] ?? 'default'} variant={state === 'none' ? 'outlined' : 'filled'} />;
};

/** A date-time in the console's language. */
export const useDateTime = () => {
  const [locale = 'zh'] = useLocaleState();
  return (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : locale) : '—');
};

interface VersionFieldsProps {
  templates: Array<{ templateId: number; userVersion: string; userDesc: string }> | undefined;
  templateId: number | '';
  onTemplate: (id: number) => void;
  version: string;
  onVersion: (text: string) => void;
  description: string;
  onDescription: (text: string) => void;
}

/** What a commit (one mini-program's or a batch's) is made of: a template of the library, a version and a description. */
export const VersionFields = (props: VersionFieldsProps) => {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.wxappCode.template')}
        value={props.templateId}
        onChange={(e) => props.onTemplate(Number(e.target.value))}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      >
        {props.templates?.map((t) => (
          <MenuItem key={t.templateId} value={t.templateId}>
            {t.templateId} · {t.userVersion} {t.userDesc}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('app.wxappCode.userVersion')}
        value={props.version}
        onChange={(e) => props.onVersion(e.target.value)}
        inputProps={{ maxLength: WXAPP_CODE_LIMITS.version }}
        sx={{ flex: '0 1 160px', minWidth: 0 }}
      />
      <TextField
        size="small"
        label={translate('app.wxappCode.userDesc')}
        value={props.description}
        onChange={(e) => props.onDescription(e.target.value)}
        inputProps={{ maxLength: WXAPP_CODE_LIMITS.desc }}
        sx={{ flex: '2 1 240px', minWidth: 0 }}
      />
    </>
  );
};

interface RowsTableProps<T> {
  label: string;
  columns: string[];
  rows: T[] | undefined;
  keyOf: (row: T) => number | string;
  cells: (row: T) => ReactNode[];
  /** Shown in one cell when `rows` is loaded and empty. */
  empty: string;
  selected?: (row: T) => boolean;
}

/** A small table of rows with a header and an empty state (drafts, templates, batches). */
export const RowsTable = <T,>({ label, columns, rows, keyOf, cells, empty, selected }: RowsTableProps<T>) => (
  <Table size="small" aria-label={label}>
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c}>{c}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows?.map((row) => (
        <TableRow key={keyOf(row)} selected={selected?.(row)}>
          {cells(row).map((cell, i) => (
            <TableCell key={i}>{cell}</TableCell>
          ))}
        </TableRow>
      ))}
      {rows && !rows.length ? (
        <TableRow>
          <TableCell colSpan={columns.length}>{empty}</TableCell>
        </TableRow>
      ) : null}
    </TableBody>
  </Table>
);
