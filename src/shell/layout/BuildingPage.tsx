import { Fragment, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../session/useSession';
import { ChooseApplicationAlert } from './ChooseApplicationAlert';

interface Props {
  /** The page's title (a message key). */
  title: string;
  /** Adds the building's name to the title: "<page> · <building>". */
  namedTitle?: boolean;
  testId: string;
  /** The page for the chosen building, mounted afresh when another one is chosen. */
  children: (buildingId: number) => ReactNode;
}

/** A page of the selected building (spec §4): its title, and the page itself, or without a building the way to choose one. */
export const BuildingPage = ({ title, namedTitle = false, testId, children }: Props) => {
  const translate = useTranslate();
  const { buildingId, buildings } = useSession();
  const page = translate(title);
  const name = namedTitle ? buildings.find((building) => building.id === buildingId)?.name : undefined;
  return (
    <Box sx={{ p: 2 }} data-testid={testId}>
      <Title title={name ? `${page} · ${name}` : page} />
      {buildingId === null ? <ChooseApplicationAlert /> : <Fragment key={buildingId}>{children(buildingId)}</Fragment>}
    </Box>
  );
};
