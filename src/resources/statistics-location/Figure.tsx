import { Box, Typography } from '@mui/material';

/** A headline figure with its label above it (活跃状态's users now, 定位功能's error percentiles). */
export const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h5" component="div" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);
