import type { ComponentType, ReactNode } from 'react';
import { Box, Card, CardContent, Paper, Stack, Typography, type SvgIconProps } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

interface EmptyStateProps {
  /** The illustration: an icon component, drawn large and muted. */
  icon?: ComponentType<SvgIconProps>;
  /** Translation keys of the heading and of the line under it; `args` fill both. */
  title?: string;
  text?: string;
  args?: Record<string, unknown>;
  /** The ways on ("clear the filters", a link back). */
  actions?: ReactNode;
  /** After them, the list's create button: the way to make the first record. */
  create?: boolean;
  testId?: string;
  /**
   * Where it stands: `panel` (default) inside a list or panel, `outlined` the same in an outlined frame of its own,
   * `page` a card centred on a page that has nothing else to show.
   */
  variant?: 'panel' | 'outlined' | 'page';
}

/** What a page, list or panel shows when it has nothing to show: an icon, a heading, a line of text, the ways on. */
export const EmptyState = ({ icon: Icon, title, text, args, actions, create = false, testId, variant = 'panel' }: EmptyStateProps) => {
  const translate = useTranslate();
  const page = variant === 'page';
  const content = (
    <>
      {Icon && <Icon color="disabled" sx={{ fontSize: page ? 48 : 56, mb: 1 }} />}
      {title && (
        <Typography variant={page ? 'h5' : 'h6'} component="h2" gutterBottom>
          {translate(title, args)}
        </Typography>
      )}
      {text && (
        <Typography variant={page ? 'body1' : 'body2'} color="text.secondary">
          {translate(text, args)}
        </Typography>
      )}
      {(actions || create) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: page ? 3 : text ? 2 : 0 }}>
          {actions}
          {create && <CreateButton variant="contained" />}
        </Stack>
      )}
    </>
  );
  if (page)
    return (
      <Box sx={{ p: 2 }} data-testid={testId}>
        <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
          <CardContent sx={{ py: 5, px: 4 }}>{content}</CardContent>
        </Card>
      </Box>
    );
  const frame = { textAlign: 'center', py: 6, px: 2, width: '100%' } as const;
  return variant === 'outlined' ? (
    <Paper variant="outlined" sx={frame} data-testid={testId}>
      {content}
    </Paper>
  ) : (
    <Box sx={frame} data-testid={testId}>
      {content}
    </Box>
  );
};
