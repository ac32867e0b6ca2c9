import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { wxappCodeApi } from '#contract/endpoints/wxappCode';
import type { WxCodeStep } from '#contract/schemas/wxappCode';
import { call } from '../../../dataProvider/httpClient';
import { ErrorAlert, Section, useDateTime } from './shared';

/** WeChat's answer of a step, in a line: the reason, the audit id, the ext_json sent. */
const answerOf = (step: WxCodeStep, translate: (key: string, options?: object) => string): string => {
  const d = step.detail;
  const parts: string[] = [];
  if (typeof d.reason === 'string' && d.reason) parts.push(translate('app.wxappCode.reason', { reason: d.reason }));
  if (d.auditid !== undefined && d.auditid !== null) parts.push(`auditid ${String(d.auditid)}`);
  if (typeof d.userDesc === 'string' && d.userDesc) parts.push(d.userDesc);
  if (typeof d.from === 'string') parts.push(`← ${d.from}`);
  if (step.batchId) parts.push(`#${step.batchId}`);
  return parts.join(' · ') || 'ok';
};

/** Issue 17: every step of a mini-program's code, with who did it (an admin, or WeChat's push). */
export const CodeHistory = ({ id, version }: { id: number; version: string }) => {
  const translate = useTranslate();
  const time = useDateTime();
  const history = useQuery({
    queryKey: ['wxapp-code-history', id, version],
    queryFn: () => call(wxappCodeApi.history, { query: { id, page: 1, size: 50 }, silent: true }),
  });
  return (
    <Section title={translate('app.wxappCode.history')} testId="wxapp-code-history">
      <ErrorAlert error={history.error} />
      <Table size="small" aria-label={translate('app.wxappCode.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.wxappCode.time')}</TableCell>
            <TableCell>{translate('app.wxappCode.action')}</TableCell>
            <TableCell>{translate('app.wxappCode.version')}</TableCell>
            <TableCell>{translate('app.wxappCode.who')}</TableCell>
            <TableCell>{translate('app.wxappCode.answer')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data?.records.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{time(s.createdAt)}</TableCell>
              <TableCell>{translate(`app.wxappCode.steps.${s.action}`)}</TableCell>
              <TableCell>{s.version ?? '—'}</TableCell>
              <TableCell>{s.adminName ?? translate('app.wxappCode.pushed')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{answerOf(s, translate)}</TableCell>
            </TableRow>
          ))}
          {history.data && !history.data.records.length ? (
            <TableRow>
              <TableCell colSpan={5}>{translate('app.wxappCode.noHistory')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Section>
  );
};
