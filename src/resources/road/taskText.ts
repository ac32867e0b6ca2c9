import type { TranslateFunction as Translate } from 'react-admin';
import { localDay, localTime } from './dates';
import type { TimeTask } from './types';

const LOCALE_TAGS: Record<string, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };
const localeTag = (locale: string): string => LOCALE_TAGS[locale] ?? locale;

/** Short weekday names, ISO order (1 = Monday … 7 = Sunday), in the UI language. */
export const weekdayNames = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(localeTag(locale), { weekday: 'short' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, 1 + i)));
};

/** A day heading of the calendar: "6月1日 周日", with today and tomorrow named. */
export const dayHeading = (translate: Translate, locale: string, date: Date, today: Date): string => {
  const text = new Intl.DateTimeFormat(localeTag(locale), { month: 'long', day: 'numeric', weekday: 'short' }).format(date);
  const offset = Math.round((date.getTime() - new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()) / 86_400_000);
  if (offset === 0) return `${translate('app.roads.tasks.today')} · ${text}`;
  if (offset === 1) return `${translate('app.roads.tasks.tomorrow')} · ${text}`;
  return text;
};

/** `HH:mm`, "次日 HH:mm" the day after `day`, or with its date further off (a closure begun earlier, or lasting days). */
export const timeOn = (translate: Translate, instant: Date, day: Date): string => {
  const [on, next] = [localDay(instant), localDay(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1))];
  if (on === localDay(day)) return localTime(instant);
  if (on === next) return translate('app.roads.tasks.next_day', { time: localTime(instant) });
  return `${on.slice(5)} ${localTime(instant)}`;
};

/** How a task repeats: once (with its dates), daily, or on its weekdays, with the end of the repetition. */
export const repeatText = (translate: Translate, locale: string, task: TimeTask): string => {
  const start = new Date(task.startsAt);
  const end = new Date(task.endsAt);
  const span = `${localTime(start)}–${timeOn(translate, end, start)}`;
  if (task.repeat === 'none') return `${localDay(start)} ${span}`;
  const until = task.until ? translate('app.roads.tasks.repeat_until', { date: task.until.slice(0, 10) }) : '';
  if (task.repeat === 'daily') return `${translate('app.roads.tasks.repeat_daily', { time: span })}${until}`;
  const names = weekdayNames(locale);
  const days = [...task.weekdays]
    .sort((a, b) => a - b)
    .map((day) => names[day - 1])
    .join(translate('app.roads.tasks.list_separator'));
  return `${translate('app.roads.tasks.repeat_weekly', { days, time: span })}${until}`;
};
