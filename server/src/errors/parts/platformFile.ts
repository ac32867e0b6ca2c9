/** Server messages of platform-file/add (issue 13; English first; Chinese must name every English key). */
export const en = {
  'file.notMultipart': 'Send the file as multipart/form-data in a part named “file”',
  'file.missing': 'Choose a file to upload (the part named “file”)',
  'file.malformed': 'The upload could not be read; send it again',
  'file.empty': 'The file is empty',
  'file.tooLarge': 'The file is larger than {limit}',
  'file.type': 'This file is {found}; a {purpose} must be {allowed}',
  'file.unknownType': 'not a recognised image or archive',
  'file.svgTooLarge': 'An SVG may be at most {limit}; upload a larger drawing as PNG or WebP',
  'file.svgEmpty': 'No drawing is left in this SVG once its scripts and outside references are removed',
  'file.svgTooComplex': 'This SVG is too complex to check; simplify it or upload it as PNG or WebP',
  'file.svgBusy': 'The server is checking many SVG files at the moment: try again in a few seconds',
  'file.logoPlatform': 'Only platform administrators change company logos',
  'file.buildingRequired': 'Choose the building this file is for',
  'file.iconUnknown': 'This icon was not uploaded as a POI type icon of this building’s company; upload it again',
  'file.purpose.logo': 'logo',
  'file.purpose.poi-type-icon': 'POI type icon',
  'file.purpose.import': 'import file',
};

export const zh: Record<keyof typeof en, string> = {
  'file.notMultipart': '请以 multipart/form-data 上传文件，文件部分名为“file”',
  'file.missing': '请选择要上传的文件（名为“file”的部分）',
  'file.malformed': '无法读取上传内容，请重新上传',
  'file.empty': '文件为空',
  'file.tooLarge': '文件超过 {limit}',
  'file.type': '该文件是{found}；{purpose}只能是 {allowed}',
  'file.unknownType': '无法识别的图片或压缩包',
  'file.svgTooLarge': 'SVG 文件最大 {limit}；更大的图形请以 PNG 或 WebP 上传',
  'file.svgEmpty': '去掉脚本和外部引用后，该 SVG 中没有可显示的图形',
  'file.svgTooComplex': '该 SVG 过于复杂，无法检查；请简化后上传，或以 PNG、WebP 上传',
  'file.svgBusy': '服务器正在检查较多 SVG 文件，请几秒后重试',
  'file.logoPlatform': '只有平台管理员可以更改公司标志',
  'file.buildingRequired': '请选择文件所属的建筑',
  'file.iconUnknown': '该图标不是本建筑所属公司上传的 POI 类型图标，请重新上传',
  'file.purpose.logo': '公司标志',
  'file.purpose.poi-type-icon': 'POI 类型图标',
  'file.purpose.import': '导入文件',
};

declare module '../messages.js' {
  interface MessageParts {
    platformFile: typeof en;
  }
}
