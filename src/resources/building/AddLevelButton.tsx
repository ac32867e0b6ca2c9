import AddIcon from '@mui/icons-material/Add';
import { Button, useSimpleFormIterator } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** Adds a floor above the highest one (its ordinal filled in), with a visible label. */
export const AddLevelButton = () => {
  const { add } = useSimpleFormIterator();
  const { getValues } = useFormContext();
  const next = () => {
    const ordinals = ((getValues('levels') as { ordinal?: unknown }[] | null) ?? []).map((level) => Number(level?.ordinal)).filter(Number.isFinite);
    add({ ordinal: ordinals.length > 0 ? Math.max(...ordinals) + 1 : 0, name: '', shortName: '' });
  };
  return (
    <Button label="app.buildings.add_level" onClick={next}>
      <AddIcon />
    </Button>
  );
};
