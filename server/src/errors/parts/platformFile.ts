/** Server messages of platform-file/add (issue 13; English first; Chinese must name every English key). */
export const en = {
  'file.notMultipart': 'Send the file as multipart/form-data in a part named “file”',
  'file.missing': 'Choose a file to upload (the part named “file”)',
  'file.malformed': 'The upload could not be read; send it again',
  'file.empty': 'The file is empty',
  'file.tooLarge': 'The file is larger than {limit}',
  'file.type': 'This file is {found}; a {purpose} must be {allowed}',
  'file.unknownType': 'not a recognised image or archive',
  'file.svgDanger': 'The SVG holds {what}; upload a plain drawing without scripts or outside references',
  'file.logoPlatform': 'Only platform administrators change company logos',
  'file.buildingRequired': 'Choose the building this file is for',
  'file.iconUnknown': 'This icon was not uploaded as a POI type icon; upload it again',
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
  'file.svgDanger': 'SVG 中含有{what}；请上传不含脚本和外部引用的纯图形',
  'file.logoPlatform': '只有平台管理员可以更改公司标志',
  'file.buildingRequired': '请选择文件所属的建筑',
  'file.iconUnknown': '该图标不是作为 POI 类型图标上传的，请重新上传',
  'file.purpose.logo': '公司标志',
  'file.purpose.poi-type-icon': 'POI 类型图标',
  'file.purpose.import': '导入文件',
};
