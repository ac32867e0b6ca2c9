/**
 * A building's simulated days: how many people come (the venue's size, the weekday, the holidays), when they
 * arrive (the hour curve), and their visits' events in time order. Same seed and same days, same events.
 */
import { OPENING, dayFactor, hourWeights, localDayOf, type LocalDay } from './calendar.js';
import type { SimEvent } from './events.js';
import { Population, type Person } from './population.js';
import { Rng, seedOf } from './random.js';
import { Visit } from './visit.js';
import { poisOf, type World } from './world.js';

const HOUR = 3_600_000;

export interface BuildingSim {
  world: World;
  population: Population;
  /** App users on an ordinary weekday. */
  weekdayVisitors: number;
  seed: number;
}

/** A weekday's app users: about 400 at the demo mall, about 90 at an office of its size (fewer in a smaller one). */
function weekdayVisitorsOf(world: World): number {
  if (world.venue === 'mall') return 400;
  const rooms = poisOf(world, 'office').length + poisOf(world, 'meeting').length;
  return Math.max(15, Math.min(100, Math.round(rooms * 2.2)));
}

export function buildingSim(world: World, seed: number, weekdayVisitors = weekdayVisitorsOf(world)): BuildingSim {
  return { world, population: new Population(world.venue), weekdayVisitors, seed };
}

/** The local day containing `at` in the building's zone. */
export const dayOf = (sim: BuildingSim, at: number): LocalDay => localDayOf(sim.world.timeZone, at);

/** One arrival of the day: who, when, and the seed of their visit. */
export interface Arrival {
  person: Person;
  at: number;
  seed: number;
}

/** Who comes on the local day and when (this draws from, and grows, the building's population: call once per day, in order). */
export function planDay(sim: BuildingSim, day: LocalDay): { arrivals: Arrival[]; closeAt: number } {
  const { world } = sim;
  const rng = new Rng(seedOf(sim.seed, world.name, day.date));
  const expected = sim.weekdayVisitors * dayFactor(world.venue, day) * rng.between(0.9, 1.1);
  const people = sim.population.visitors(rng, rng.poisson(expected));
  const hours = hourWeights(world.venue, day).map((w, i) => [i, w] as const);
  const { open, close } = OPENING[world.venue];
  const arrivals = people.map((person, i) => {
    const hour = open + rng.weighted(hours);
    return { person, at: day.midnight + hour * HOUR + rng.float() * HOUR, seed: seedOf(sim.seed, world.name, day.date, i) };
  });
  return { arrivals, closeAt: day.midnight + close * HOUR };
}

/** One arrival's visit, its events appended to `out`. */
export function visitEvents(sim: BuildingSim, arrival: Arrival, closeAt: number, out: SimEvent[]): void {
  new Visit(sim.world, new Rng(arrival.seed), arrival.person, arrival.at, closeAt, out).run();
}

/** One local day's events, sorted by time (visits go on past closing time until their sessions end). */
export function dayEvents(sim: BuildingSim, day: LocalDay): SimEvent[] {
  const { arrivals, closeAt } = planDay(sim, day);
  const events: SimEvent[] = [];
  for (const arrival of arrivals) visitEvents(sim, arrival, closeAt, events);
  return sortByTime(events);
}

export function sortByTime(events: SimEvent[]): SimEvent[] {
  return events.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
