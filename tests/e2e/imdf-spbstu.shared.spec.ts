import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { SPBSTU_DIR } from '../testdata';
import { importAndView, writeZip } from './imdfImport';

/**
 * The shared suite (npm run test:e2e:shared; .ci/run runs it where the folder exists): the real SPbSTU
 * export in the product owner's shared folder (../shared/testdata/imdf-spbstu, or SHARED_DIR), which is
 * not part of the project. building-manage.spec.ts imports the archive the project makes itself.
 */

/** The real campus export as a zip (its GeoJSON files; SOURCE.md is our note, not part of the export). */
function campusArchive(): string {
  const files = Object.fromEntries(
    readdirSync(SPBSTU_DIR)
      .filter((name) => name.endsWith('.geojson'))
      .map((name) => [name, new Uint8Array(readFileSync(join(SPBSTU_DIR, name)))]),
  );
  return writeZip('spbstu.zip', files);
}

test('issue 5: the real SPbSTU IMDF export imports as a new building with a report of what was not taken', async ({ page }) => {
  test.setTimeout(120_000);
  await importAndView(page, {
    archive: campusArchive(),
    name: '圣彼得堡理工校园',
    taken: { levels: 3, units: 144, openings: 142, amenities: 15 },
    listed: ['attraction.geojson', 'enviroment_amenity.geojson'],
    shots: 'spbstu-import',
  });
});
