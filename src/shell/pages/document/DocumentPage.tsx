import { useMemo } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ApiIcon from '@mui/icons-material/Api';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { guideMarkdown, renderGuide } from './guides';

const guideStyles = {
  '& h1': { typography: 'h4', mt: 0, mb: 2 },
  '& h2': { typography: 'h5', mt: 4, mb: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' },
  '& h3': { typography: 'h6', mt: 3, mb: 1 },
  '& p, & li': { typography: 'body1', lineHeight: 1.8 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& table': { borderCollapse: 'collapse', my: 2, width: '100%' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
  '& th': { bgcolor: 'action.hover' },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, my: 2, pl: 2, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
};

/** /document/document 帮助文档 (spec §2 help area): the user guide from docs/guide, and the API reference. */
export const DocumentPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const html = useMemo(() => renderGuide(guideMarkdown(locale)), [locale]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.shell.document.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.shell.document.intro')}
        </Typography>
        <Button variant="outlined" startIcon={<ApiIcon />} href="/api/docs" target="_blank" rel="noopener">
          {translate('app.shell.document.api_docs')}
        </Button>
      </Stack>
      <Card>
        <CardContent sx={{ px: { xs: 2, md: 5 }, py: 4 }}>
          {/* Our own markdown from the repository, rendered by marked (never user content). */}
          <Box component="article" data-testid="user-guide" sx={{ maxWidth: 960, ...guideStyles }} dangerouslySetInnerHTML={{ __html: html }} />
        </CardContent>
      </Card>
    </Box>
  );
};
