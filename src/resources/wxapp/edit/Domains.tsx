import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WxDomains, WxappDto } from '#contract/schemas/wxapp';

type Kind = keyof WxDomains;
const KINDS: readonly Kind[] = ['requestdomain', 'wsrequestdomain', 'uploaddomain', 'downloaddomain'];
const lines = (list: readonly string[]) => list.join('\n');

/** 服务器域名 (modify_domain): four lists, one domain a line; what WeChat answers replaces them (the parent remounts this with them). */
export const Domains = ({ record, onSave }: { record: WxappDto; onSave: (domains: WxDomains) => Promise<void> }) => {
  const translate = useTranslate();
  const [text, setText] = useState<Record<Kind, string>>(() => ({
    requestdomain: lines(record.domains.requestdomain),
    wsrequestdomain: lines(record.domains.wsrequestdomain),
    uploaddomain: lines(record.domains.uploaddomain),
    downloaddomain: lines(record.domains.downloaddomain),
  }));
  const [saving, setSaving] = useState(false);
  const parse = (value: string) =>
    value
      .split(/[\n,;\s]+/)
      .map((d) => d.trim())
      .filter(Boolean);
  const save = async () => {
    setSaving(true);
    try {
      await onSave({
        requestdomain: parse(text.requestdomain),
        wsrequestdomain: parse(text.wsrequestdomain),
        uploaddomain: parse(text.uploaddomain),
        downloaddomain: parse(text.downloaddomain),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.wxapp.edit.domainsHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 1 }}>
        {KINDS.map((kind) => (
          <TextField
            key={kind}
            label={translate(`app.wxapp.edit.kinds.${kind}`)}
            value={text[kind]}
            onChange={(e) => setText((t) => ({ ...t, [kind]: e.target.value }))}
            multiline
            minRows={2}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': `wxapp-domain-${kind}`, spellCheck: false } }}
          />
        ))}
      </Box>
      <Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="wxapp-domains-save">
        {translate('app.wxapp.edit.saveDomains')}
      </Button>
    </Box>
  );
};
