/**
 * One app session's events: the envelope every event carries (ids, time, building, the person's device and
 * what they shared) and the per-type data of the collect call (contract/schemas/usage.ts).
 */
import type { EventType, UsageEvent } from '#contract/schemas/usage.js';
import { envelopeOf, networkFor, type Person } from './population.js';
import { Rng, seedOf } from './random.js';
import { accuracyOf, beaconsHeard } from './walk.js';
import type { Place } from '../../../roads/route.js';
import type { World } from './world.js';

export type SimEvent = UsageEvent & { data: Record<string, unknown> };

const round1 = (v: number) => Math.round(v * 10) / 10;

export class Session {
  readonly sessionId: string;
  readonly openedAt: number;
  private n = 0;
  private readonly network: string;

  constructor(
    private readonly world: World,
    rng: Rng,
    private readonly person: Person,
    openedAt: number,
    private readonly out: SimEvent[],
  ) {
    this.sessionId = `s_${rng.token(16)}`;
    this.openedAt = openedAt;
    this.network = networkFor(rng, person);
  }

  add(type: EventType, at: number, data: Record<string, unknown> = {}): void {
    this.n += 1;
    this.out.push({
      id: `${this.sessionId}.${this.n}`,
      type,
      time: new Date(Math.round(at)).toISOString(),
      buildingId: this.world.buildingId,
      sessionId: this.sessionId,
      ...envelopeOf(this.person, at, this.network),
      data,
    } as SimEvent);
  }

  open(): void {
    const first = !this.person.opened;
    this.person.opened = true;
    this.add('app_open', this.openedAt, first ? { firstOpen: true } : {});
  }

  close(at: number): void {
    this.add('app_close', at, { durationSec: Math.max(0, Math.round((at - this.openedAt) / 1000)) });
  }

  /** A location fix at a place on the network, with the beacons heard there. */
  fix(at: number, place: Place): void {
    // Its own stream: which beacons are silent depends on when the database was seeded, and must not shift the visit's draws.
    const rng = new Rng(seedOf(this.sessionId, this.n));
    const beacons = beaconsHeard(this.world, rng, place, at);
    this.add('location', at, { levelId: place.levelId, lng: place.lng, lat: place.lat, accuracy: accuracyOf(rng, beacons.length), beacons });
  }

  search(at: number, query: string, results: number): void {
    this.add('search', at, { query, results });
  }

  poiView(at: number, poiId: string): void {
    this.add('poi_view', at, { poiId });
  }

  navStart(at: number, toPoiId: string, from: Place & { poiId?: string }, distance: number): void {
    const origin = from.poiId ? { fromPoiId: from.poiId } : { from: { levelId: from.levelId, lng: from.lng, lat: from.lat } };
    this.add('nav_start', at, { toPoiId, ...origin, distance: round1(distance) });
  }

  navEnd(at: number, toPoiId: string, arrived: boolean, distance: number): void {
    this.add(arrived ? 'nav_arrive' : 'nav_cancel', at, { toPoiId, distance: round1(distance) });
  }

  qrScan(at: number, scene: string): void {
    this.add('qr_scan', at, { scene });
  }

  carService(at: number, service: 'findCar' | 'parkingPayment', success: boolean): void {
    this.add('car_service', at, { service, success });
  }

  feature(at: number, feature: string): void {
    this.add('feature_click', at, { feature });
  }
}
