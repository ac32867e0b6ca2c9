/** Messages of the QR code pages (issue 13), English: the keys every language must have. */
export const en = {
  resources: {
    qrcode: {
      fields: {
        name: 'Name',
        levelId: 'Level',
        lng: 'Longitude',
        lat: 'Latitude',
        page: 'Mini-program page',
        payload: 'Scene / payload',
        scene: 'Scene',
        kind: 'Kind',
        batch: 'Batch',
        enabled: 'Enabled',
        count: 'Number of codes',
        q: 'Search',
      },
    },
  },
  app: {
    qrcodes: {
      search: 'Name, scene, page or batch',
      kind: { wechat: 'WeChat mini-program', alipay: 'Alipay', url: 'Plain URL' },
      enabled: 'Enabled',
      disabled: 'Disabled',
      no_level: 'No level',
      view_image: 'View image',
      print_batch: 'Print batch',
      delete_title: 'Delete QR code “%{recordRepresentation}”?',
      delete_content: 'The code is removed for good; printed copies stop working. Disable it instead to keep its record.',
      groups: { code: 'Code', target: 'What it opens', place: 'Where it hangs', batch: 'Batch' },
      hints: {
        page: 'e.g. pages/index/index: no leading “/”, no “?”',
        place: 'Optional: a printed code is a known place, so a scan is also a location fix. The position must lie inside the level.',
        batch: 'A name that groups codes printed together',
        count: 'Above 1: a batch named name-01, name-02…',
      },
      scene: {
        empty: 'No payload: WeChat receives a short code.',
        fits: '%{length} / %{max} characters: WeChat receives it as the scene.',
        kept: '%{length} characters (over %{max}, or characters WeChat refuses): kept on the server; WeChat receives a short code.',
      },
      place: 'Place',
      width: 'Width',
      width_px: '%{width} px',
      download: 'Download PNG',
      print: 'Print',
      back_to_list: 'Back to the list',
      image_alt: 'QR code “%{name}”',
      not_found: 'This QR code does not exist or is not yours to see.',
    },
  },
};
