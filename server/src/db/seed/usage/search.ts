/**
 * What visitors type into the app's search, in Chinese: a shop's name (often only its first characters),
 * a category, or something the building does not have; the results are the POIs whose name or type
 * contains the text, as the app's search finds them.
 */
import type { Rng } from './random.js';
import type { Poi, World } from './world.js';

const CATEGORIES = {
  mall: ['洗手间', '电梯', '扶梯', '出入口', '咖啡', '火锅', '奶茶', '面馆', '童装', '运动', '珠宝', '银行', '眼镜', '母婴室', '服务台', '餐饮', '购物'],
  office: ['会议室', '洗手间', '电梯', '楼梯', '大堂', '办公室', '正门'],
};
/** Searches that find nothing here (typos, things the building lacks). */
const MISSES = {
  mall: ['星巴客', 'ATM', '充电宝', '超市', '宠物店', '手机维修', '盒马', '电影院', '药店', '打印'],
  office: ['打印机', '茶水间', '快递柜', '健身房', '食堂', '前台'],
};

const memo = new WeakMap<World, Map<string, Poi[]>>();

/** The POIs a query finds: name or type name contains it (case-insensitive), named ones only. */
export function resultsFor(world: World, query: string): Poi[] {
  let cache = memo.get(world);
  if (!cache) memo.set(world, (cache = new Map()));
  let hits = cache.get(query);
  if (!hits) {
    const q = query.toLowerCase();
    hits = world.pois.filter((p) => p.name && (p.name.toLowerCase().includes(q) || p.typeName.toLowerCase().includes(q)));
    cache.set(query, hits);
  }
  return hits;
}

/** A query, often for the place the person wants to go. */
export function searchQuery(world: World, rng: Rng, wanted: Poi | undefined): string {
  const roll = rng.float();
  if (wanted?.name && roll < 0.55) {
    const name = wanted.name.replace(/\s*\d+\s*号$/, '');
    return name.length >= 3 && rng.chance(0.3) ? name.slice(0, 2) : name;
  }
  if (roll < 0.9) return rng.pick(CATEGORIES[world.venue]);
  return rng.pick(MISSES[world.venue]);
}
