import { buildingApi } from '#contract/endpoints/building';
import { downloadFile, uploadFile } from '../../dataProvider/fileTransfer';
import type { QueryValue } from '../../dataProvider/httpClient';

/** What the upload answers: the contract's reply type of `building/add-server-map` (the schema's ImportResultDto). */
type UploadReply = NonNullable<typeof buildingApi.importImdf.types>['reply'];

/** `building/add-server-map`: the archive as the body, the rest as the query; 10005 (the archive's problems) is not toasted. */
export const uploadImdf = (file: Blob, params: Record<string, QueryValue>): Promise<UploadReply> =>
  uploadFile<UploadReply>(buildingApi.importImdf, file, params, 'application/zip');

/** `building/imdf`: one version of a building as an IMDF archive (a whole venue can take as long as its upload: the long time-out). */
export const downloadImdf = (buildingId: number, version: number | 'draft' | 'latest', fallbackName: string): Promise<void> =>
  downloadFile(buildingApi.exportImdf, { buildingId, version }, 'application/zip', fallbackName);
