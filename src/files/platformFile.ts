import { PLATFORM_FILE_FIELD, PLATFORM_FILE_KINDS, PLATFORM_FILE_RULES, platformFileApi, type PlatformFilePurpose } from '#contract/endpoints/platformFile';
import type { PlatformFileDto } from '#contract/schemas/platformFile';
import { uploadForm } from '../dataProvider/fileTransfer';

export type PlatformFile = PlatformFileDto;

/** Spec §7 platform-file/add (issue 13): one file for a purpose (and its building); 10005 is left to the caller to show. */
export const uploadPlatformFile = async (file: File, purpose: PlatformFilePurpose, buildingId?: number): Promise<PlatformFile> => {
  const form = new FormData();
  // The bytes in a Blob of this realm: every fetch sends it as a file, whatever realm made the chosen File.
  form.append(PLATFORM_FILE_FIELD, new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
  return uploadForm<PlatformFile>(platformFileApi.add, form, { purpose, buildingId });
};

/** The file chooser's `accept` for a purpose (a hint only: the server reads the type from the bytes). */
export const acceptFor = (purpose: PlatformFilePurpose): string =>
  PLATFORM_FILE_RULES[purpose].kinds.flatMap((kind) => [PLATFORM_FILE_KINDS[kind].contentType, `.${PLATFORM_FILE_KINDS[kind].extension}`]).join(',');

/** "PNG, WEBP, SVG" and "256 KB" for the hint under the input. */
export const rulesOf = (purpose: PlatformFilePurpose) => {
  const { kinds, maxKb } = PLATFORM_FILE_RULES[purpose];
  return { types: kinds.map((k) => k.toUpperCase()).join(', '), size: maxKb >= 1024 && maxKb % 1024 === 0 ? `${maxKb / 1024} MB` : `${maxKb} KB` };
};
