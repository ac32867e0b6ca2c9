import type { QrcodeAnalysis } from '#contract/schemas/qrcodeAnalysis';
import type { DataTable } from '../../dashboards/model/tables';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Issue 15: the QR code analysis as tables, the same model the page shows and the CSV writes. */
export function qrcodeTables(data: QrcodeAnalysis, translate: Translate): { codes: DataTable; batches: DataTable; never: DataTable } {
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.qr_analysis.${key}`, options);
  const batchName = (batch: string) => batch || t('no_batch');
  const funnel = [
    { label: t('scans'), format: 'count' as const },
    { label: t('users'), format: 'count' as const },
    { label: t('sessions'), format: 'count' as const },
    { label: t('navigated'), format: 'count' as const },
    { label: t('arrived'), format: 'count' as const },
    { label: t('to_navigation'), format: 'percent' as const },
  ];
  const rate = (f: { sessions: number; navigated: number }) => (f.sessions ? f.navigated / f.sessions : null);
  return {
    codes: {
      title: t('codes'),
      columns: [{ label: t('code'), format: 'text' }, { label: t('batch'), format: 'text' }, ...funnel],
      rows: data.codes.map((c) => [
        c.name ?? t('unknown_code', { scene: c.scene }),
        batchName(c.batch),
        c.scans,
        c.users,
        c.sessions,
        c.navigated,
        c.arrived,
        rate(c),
      ]),
    },
    batches: {
      title: t('batches'),
      columns: [{ label: t('batch'), format: 'text' }, { label: t('code_count'), format: 'count' }, ...funnel],
      rows: data.batches.map((b) => [batchName(b.batch), b.codes, b.scans, b.users, b.sessions, b.navigated, b.arrived, rate(b)]),
    },
    never: {
      title: t('never', { n: data.neverScannedTotal }),
      columns: [
        { label: t('code'), format: 'text' },
        { label: t('batch'), format: 'text' },
        { label: t('created'), format: 'text' },
      ],
      rows: data.neverScanned.map((c) => [c.name, batchName(c.batch), c.createdAt.slice(0, 10)]),
    },
  };
}
