/** Shop names of the demo mall: real-looking brands first, then generated "时尚女装 12 号" style names. */
export type Name = [zh: string, en: string];

export const RETAIL_BRANDS: Name[] = [
  ['优衣库', 'UNIQLO'],
  ['ZARA', 'ZARA'],
  ['H&M', 'H&M'],
  ['无印良品', 'MUJI'],
  ['太平鸟', 'PEACEBIRD'],
  ['森马', 'Semir'],
  ['李宁', 'Li-Ning'],
  ['安踏', 'ANTA'],
  ['耐克', 'Nike'],
  ['阿迪达斯', 'adidas'],
  ['周大福', 'Chow Tai Fook'],
  ['老凤祥', 'Lao Feng Xiang'],
  ['屈臣氏', 'Watsons'],
  ['丝芙兰', 'Sephora'],
  ['名创优品', 'MINISO'],
  ['小米之家', 'Xiaomi Store'],
  ['华为体验店', 'HUAWEI Experience Store'],
  ['苹果专卖店', 'Apple Store'],
  ['江南布衣', 'JNBY'],
  ['波司登', 'Bosideng'],
  ['百丽', 'Belle'],
  ['斯凯奇', 'Skechers'],
  ['迪卡侬', 'Decathlon'],
  ['乐高', 'LEGO'],
  ['泡泡玛特', 'POP MART'],
  ['完美日记', 'Perfect Diary'],
  ['海澜之家', 'HLA'],
  ['热风', 'Hotwind'],
  ['施华洛世奇', 'Swarovski'],
  ['潘多拉', 'Pandora'],
  ['周生生', 'Chow Sang Sang'],
  ['六福珠宝', 'Lukfook Jewellery'],
  ['好孩子', 'Goodbaby'],
  ['巴拉巴拉', 'Balabala'],
  ['影儿', 'Yinger'],
  ['歌莉娅', 'Goelia'],
  ['报喜鸟', 'Saint Angelo'],
  ['探路者', 'Toread'],
  ['骆驼', 'Camel'],
  ['特步', 'Xtep'],
];

export const FOOD_BRANDS: Name[] = [
  ['星巴克', 'Starbucks'],
  ['海底捞', 'Haidilao'],
  ['麦当劳', "McDonald's"],
  ['肯德基', 'KFC'],
  ['必胜客', 'Pizza Hut'],
  ['喜茶', 'HEYTEA'],
  ['奈雪的茶', 'Nayuki'],
  ['西贝莜面村', 'Xibei'],
  ['外婆家', "Grandma's Home"],
  ['绿茶餐厅', 'Green Tea'],
  ['鼎泰丰', 'Din Tai Fung'],
  ['瑞幸咖啡', 'luckin coffee'],
  ['太二酸菜鱼', 'Tai Er'],
  ['味千拉面', 'Ajisen Ramen'],
  ['真功夫', 'Real Kungfu'],
  ['呷哺呷哺', 'Xiabu Xiabu'],
  ['蜜雪冰城', 'Mixue'],
  ['桃园眷村', 'Taoyuan Juancun'],
  ['新元素', 'Element Fresh'],
  ['南京大牌档', 'Nanjing Impressions'],
  ['避风塘', 'Bi Feng Tang'],
  ['小杨生煎', "Yang's Dumpling"],
  ['吉野家', 'Yoshinoya'],
  ['赛百味', 'Subway'],
  ['汉堡王', 'Burger King'],
  ['哈根达斯', 'Häagen-Dazs'],
  ['85度C', '85°C'],
  ['巴黎贝甜', 'Paris Baguette'],
  ['点都德', 'Dian Dou De'],
  ['费大厨辣椒炒肉', 'Chef Fei'],
];

export const SERVICE_BRANDS: Name[] = [
  ['中国银行', 'Bank of China'],
  ['招商银行', 'China Merchants Bank'],
  ['中国移动营业厅', 'China Mobile'],
  ['宝岛眼镜', 'Baodao Optical'],
  ['美容美发', 'Hair Salon'],
  ['老百姓大药房', 'LBX Pharmacy'],
  ['干洗店', 'Dry Cleaner'],
  ['快递驿站', 'Parcel Station'],
  ['母婴室', 'Baby Care Room'],
  ['儿童乐园', 'Kids Playground'],
  ['万达影城', 'Wanda Cinema'],
  ['健身中心', 'Fitness Centre'],
];

export const RETAIL_GENERIC: Name[] = [
  ['时尚女装', "Women's Fashion"],
  ['精品男装', 'Menswear'],
  ['童装', 'Kidswear'],
  ['鞋履', 'Shoes'],
  ['箱包', 'Bags'],
  ['家居生活', 'Home & Living'],
  ['数码配件', 'Digital Accessories'],
  ['运动户外', 'Sports & Outdoor'],
  ['美妆护肤', 'Beauty'],
  ['珠宝首饰', 'Jewellery'],
];

export const FOOD_GENERIC: Name[] = [
  ['风味小吃', 'Snacks'],
  ['面馆', 'Noodles'],
  ['甜品站', 'Desserts'],
  ['奶茶', 'Milk Tea'],
  ['烧烤', 'Grill'],
  ['快餐', 'Fast Food'],
];

export const OFFICE_TENANTS: Name[] = [
  ['云图科技', 'Yuntu Tech'],
  ['星河软件', 'Galaxy Software'],
  ['蓝海数据', 'Blue Ocean Data'],
  ['智行物联', 'SmartGo IoT'],
  ['青松设计', 'Pine Design'],
  ['极光实验室', 'Aurora Lab'],
  ['远帆咨询', 'Farsail Consulting'],
  ['同舟律师事务所', 'Tongzhou Law'],
  ['启明创投', 'Qiming Ventures'],
  ['知行教育', 'Zhixing Education'],
  ['光合能源', 'Photon Energy'],
  ['深蓝机器人', 'Deep Blue Robotics'],
  ['数联金融', 'Shulian Fintech'],
  ['晨曦传媒', 'Dawn Media'],
  ['众创空间', 'Co-working Space'],
  ['云端网络', 'Cloud Network'],
];

/** Hands out names of one kind in order, then generated ones numbered by the shop's number. */
export class NamePool {
  private next = 0;
  constructor(
    private readonly brands: Name[],
    private readonly generic: Name[],
  ) {}

  take(shopNo: number): Name {
    if (this.next < this.brands.length) return this.brands[this.next++];
    const [zh, en] = this.generic[(this.next++ - this.brands.length) % this.generic.length];
    return [`${zh} ${shopNo} 号`, `${en} ${shopNo}`];
  }
}
