/**
 * One person's visit: arrive by an entrance or the car park, open the app one to three times, and in each
 * session search, look at POIs, navigate (start, then arrive or cancel) with location fixes while walking,
 * scan codes, click features; drivers pay for parking and find their car before leaving.
 */
import type { Place } from '../../../roads/route.js';
import { Session, type SimEvent } from './events.js';
import type { Person } from './population.js';
import type { Rng } from './random.js';
import { resultsFor, searchQuery } from './search.js';
import { positionAt, walkBetween } from './walk.js';
import { pickPoi, poisOf, type Poi, type PoiKind, type QrKind, type World } from './world.js';

type Activity = 'find' | 'browse' | 'nav' | 'walk' | 'feature' | 'qr';

const PLAN = {
  mall: {
    destinations: [
      ['shopping', 45],
      ['food', 30],
      ['service', 9],
      ['restroom', 12],
    ] as Array<[PoiKind, number]>,
    activities: [
      ['find', 40],
      ['browse', 20],
      ['nav', 15],
      ['walk', 12],
      ['feature', 10],
      ['qr', 3],
    ] as Array<[Activity, number]>,
    features: ['楼层切换', '附近设施', '优惠活动', '会员中心', '室内导航', '停车场地图', 'AR实景导航', '分享位置', '收藏店铺', '排队取号'],
    extraActivities: 1.0,
  },
  office: {
    destinations: [
      ['office', 45],
      ['meeting', 40],
      ['restroom', 15],
    ] as Array<[PoiKind, number]>,
    activities: [
      ['find', 45],
      ['nav', 20],
      ['walk', 10],
      ['feature', 20],
      ['browse', 5],
    ] as Array<[Activity, number]>,
    features: ['楼层切换', '会议室预订', '访客登记', '附近设施', '分享位置', '园区班车'],
    extraActivities: 0.5,
  },
};

const S = 1000;
const MIN = 60 * S;

export class Visit {
  private t: number;
  private place: Place & { poiId?: string };
  /** Walking speed relative to the router's 1.2 m/s. */
  private readonly pace: number;
  private readonly plan: (typeof PLAN)[keyof typeof PLAN];
  private readonly parkedAt: Poi | null;

  constructor(
    private readonly world: World,
    private readonly rng: Rng,
    private readonly person: Person,
    arrival: number,
    /** No new session starts after this instant (closing time). */
    private readonly closeAt: number,
    private readonly out: SimEvent[],
  ) {
    this.t = arrival;
    this.pace = rng.between(0.75, 1.1);
    this.plan = PLAN[world.venue];
    this.parkedAt = rng.chance(person.drives) ? (pickPoi(world, rng, 'parking') ?? null) : null;
    const entrances = poisOf(world, 'entrance');
    const start = this.parkedAt ?? (entrances.length ? rng.pick(entrances) : rng.pick(world.pois));
    this.place = { levelId: start.levelId, lng: start.lng, lat: start.lat, poiId: start.id };
  }

  run(): void {
    let sessions: number = this.rng.weighted([
      [1, 64],
      [2, 28],
      [3, 8],
    ] as const);
    // Drivers mostly open the app again when they leave: to pay for parking and find the car.
    if (this.parkedAt && sessions === 1 && this.rng.chance(0.7)) sessions = 2;
    for (let s = 0; s < sessions; s++) {
      const last = s === sessions - 1 || this.t > this.closeAt;
      this.session(s === 0, last);
      if (last) break;
      // Shopping (or working) without the app; the person is somewhere else when they open it again.
      this.t += this.rng.between(8, 70) * MIN;
      const next = this.destination();
      if (next) this.place = { levelId: next.levelId, lng: next.lng, lat: next.lat, poiId: next.id };
    }
  }

  private pause(min: number, max: number): number {
    this.t += this.rng.between(min, max) * S;
    return this.t;
  }

  private session(first: boolean, last: boolean): void {
    const session = new Session(this.world, this.rng, this.person, this.t, this.out);
    session.open();
    if (first) {
      const codes = this.parkedAt ? 'carPark' : 'entrance';
      if (this.rng.chance(this.parkedAt ? 0.18 : 0.12)) this.scan(session, codes);
    }
    const activities = 1 + this.rng.poisson(this.plan.extraActivities);
    for (let i = 0; i < activities; i++) this.activity(session, this.rng.weighted(this.plan.activities));
    if (last && this.parkedAt) this.leaveByCar(session, this.parkedAt);
    session.close(this.pause(2, 25));
  }

  private destination(): Poi | undefined {
    const kinds = this.plan.destinations.filter(([k]) => poisOf(this.world, k).length);
    if (!kinds.length) return undefined;
    return pickPoi(this.world, this.rng, this.rng.weighted(kinds));
  }

  private scan(session: Session, kind: QrKind): boolean {
    const codes = this.world.qrcodes.get(kind);
    if (!codes?.length) return false;
    session.qrScan(this.pause(1, 6), this.rng.pick(codes).scene);
    return true;
  }

  private activity(session: Session, activity: Activity): void {
    const { rng } = this;
    if (activity === 'find') {
      const query = searchQuery(this.world, rng, this.destination());
      const results = resultsFor(this.world, query);
      session.search(this.pause(4, 20), query, results.length);
      if (!results.length) return;
      const poi = rng.chance(0.8) ? results[0] : rng.pick(results);
      if (rng.chance(0.15)) return;
      session.poiView(this.pause(2, 10), poi.id);
      if (rng.chance(0.7)) this.walkTo(session, poi, true);
    } else if (activity === 'browse') {
      let poi: Poi | undefined;
      for (let i = rng.int(1, 3); i > 0; i--) {
        poi = this.destination();
        if (poi) session.poiView(this.pause(5, 40), poi.id);
      }
      if (poi && rng.chance(0.35)) this.walkTo(session, poi, true);
    } else if (activity === 'nav') {
      const poi = this.destination();
      if (!poi) return;
      session.poiView(this.pause(3, 15), poi.id);
      this.walkTo(session, poi, true);
    } else if (activity === 'walk') {
      const poi = this.destination();
      if (poi) this.walkTo(session, poi, false);
    } else if (activity === 'feature') {
      session.feature(this.pause(3, 30), rng.pick(this.plan.features));
    } else if (!this.scan(session, rng.chance(0.5) ? 'lift' : 'other')) {
      session.feature(this.pause(3, 30), rng.pick(this.plan.features));
    }
  }

  /** Walks the route to the POI with location fixes; navigating, it may be given up half-way. */
  private walkTo(session: Session, poi: Poi, navigate: boolean): void {
    const walk = walkBetween(this.world, this.place, poi);
    if (!walk) return;
    const start = this.pause(1, 5);
    if (navigate) session.navStart(start, poi.id, this.place, walk.length);
    const duration = walk.seconds / this.pace;
    const cancelAt = navigate && walk.length > 30 && this.rng.chance(0.13) ? duration * this.rng.between(0.2, 0.7) : null;
    // Cancelling while riding a lift is not simulated: that walk arrives.
    const there = cancelAt === null ? null : positionAt(walk, cancelAt * this.pace);
    const stop = there ? cancelAt! : duration;
    for (let offset = 0; offset < stop; offset += this.rng.between(30, 60)) {
      const at = positionAt(walk, offset * this.pace);
      if (at) session.fix(start + offset * S, at);
    }
    this.t = start + stop * S;
    if (navigate) session.navEnd(this.t, poi.id, there === null, there ? there.walked : walk.length);
    this.place = there ? { levelId: there.levelId, lng: there.lng, lat: there.lat } : { levelId: poi.levelId, lng: poi.lng, lat: poi.lat, poiId: poi.id };
  }

  /** Pays for parking (mostly at once, sometimes after a retry) and finds the car (then walks to it). */
  private leaveByCar(session: Session, space: Poi): void {
    const { rng } = this;
    if (rng.chance(0.72)) {
      if (rng.chance(0.3)) this.scan(session, 'payment');
      const paid = rng.chance(0.95);
      session.carService(this.pause(10, 60), 'parkingPayment', paid);
      if (!paid && rng.chance(0.7)) session.carService(this.pause(20, 90), 'parkingPayment', rng.chance(0.9));
    }
    if (rng.chance(0.45)) {
      const found = rng.chance(0.93);
      session.carService(this.pause(3, 15), 'findCar', found);
      if (found) this.walkTo(session, space, true);
    }
  }
}
