// The seasons and festivals a demo text may name, and how the seeder dates such a story inside its
// season. Demo times are relative to the seeding ("12 minutes ago"); a story about the Spring
// Festival flower market seeded in November would read as news from the wrong season, so a record
// that names its season (`season` of demo-types) is moved back to the latest moment of that season
// at or before its relative time, together with everything attached to it (its comments, replies).

const DAY_SECONDS = 86_400;
/** China Standard Time: the demo's readers see dates in UTC+8. */
const CST_OFFSET_SECONDS = 8 * 3600;

/** A season: its first and last day of the year as [month, day] in China (it may wrap past New Year). */
interface SeasonWindow {
  from: [number, number];
  to: [number, number];
}

const SEASONS = {
  /** 春节 to 元宵: the lunar new year falls between late January and late February. */
  'spring-festival': { from: [1, 15], to: [3, 5] },
  /** 两会 in Beijing, early March. */
  'two-sessions': { from: [3, 1], to: [3, 20] },
  /** Spring in Lingnan: 春耕, flowers, spring greens. */
  spring: { from: [3, 1], to: [5, 15] },
  /** First-quarter figures are published from mid-April. */
  'first-quarter': { from: [4, 10], to: [5, 31] },
  /** Travel tips before the May Day holiday. */
  'may-day': { from: [4, 20], to: [5, 1] },
  /** 端午: late May to late June. */
  'dragon-boat': { from: [5, 25], to: [6, 25] },
  /** Typhoons reach the Pearl River delta from June to October. */
  typhoon: { from: [6, 1], to: [10, 31] },
  /** 中秋: September to early October. */
  'mid-autumn': { from: [9, 5], to: [10, 8] },
  /** Migratory birds winter in the wetlands from November to February. */
  'wintering-birds': { from: [11, 1], to: [2, 28] },
  /** The winter-spring flu season. */
  'flu-season': { from: [12, 1], to: [3, 15] },
} satisfies Record<string, SeasonWindow>;

export type Season = keyof typeof SEASONS;

/**
 * The words that name a season in a demo text, and the seasons they name (a text naming several is
 * dated where they all hold). The demo-data test reads every seeded text with these.
 */
const SEASON_WORDS: [RegExp, Season][] = [
  [/春节|迎春|年桔|元宵|中国年|年味|年货|过年/, 'spring-festival'],
  [/两会/, 'two-sessions'],
  [/春耕|春日|春天|春季|春笋|踏春|春游/, 'spring'],
  [/一季度/, 'first-quarter'],
  [/五一|劳动节/, 'may-day'],
  [/端午|龙舟/, 'dragon-boat'],
  [/台风/, 'typhoon'],
  [/中秋|月饼/, 'mid-autumn'],
  [/越冬|候鸟/, 'wintering-birds'],
  [/流感高发|冬春季/, 'flu-season'],
];

/** The seasons a text names. */
export function seasonsNamedIn(text: string): Season[] {
  return [...new Set(SEASON_WORDS.filter(([words]) => words.test(text)).map(([, season]) => season))];
}

/** Month and day in China of an epoch second. */
function chinaDate(epochSeconds: number): { year: number; month: number; day: number } {
  const date = new Date((epochSeconds + CST_OFFSET_SECONDS) * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const ordinal = (month: number, day: number) => month * 100 + day;

/** A season's length in days. */
function seasonDays({ from, to }: SeasonWindow): number {
  const start = Date.UTC(2001, from[0] - 1, from[1]);
  const end = Date.UTC(ordinal(...to) < ordinal(...from) ? 2002 : 2001, to[0] - 1, to[1]);
  return (end - start) / (DAY_SECONDS * 1000) + 1;
}

/** Whether an epoch second falls inside a season (dates in China). */
export function inSeason(epochSeconds: number, season: Season): boolean {
  const { from, to } = SEASONS[season] as SeasonWindow;
  const { month, day } = chinaDate(epochSeconds);
  const at = ordinal(month, day);
  const [start, end] = [ordinal(...from), ordinal(...to)];
  return start <= end ? at >= start && at <= end : at >= start || at <= end;
}

/**
 * How many seconds earlier a record published at `at` (epoch seconds) must be dated to fall in its
 * season: 0 when it already does, else the distance back to the season's last days before `at`,
 * keeping its time of day, spread over up to a week by `spread` (any number, e.g. its age in days).
 */
export function seasonShiftSeconds(at: number, season: Season, spread = 0): number {
  if (inSeason(at, season)) return 0;
  const window = SEASONS[season] as SeasonWindow;
  const { to } = window;
  const length = seasonDays(window);
  const daysBack = Math.abs(Math.floor(spread)) % Math.max(1, Math.min(7, length));
  const local = at + CST_OFFSET_SECONDS;
  const timeOfDay = ((local % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  const { year } = chinaDate(at);
  for (const candidateYear of [year, year - 1]) {
    const lastDay = Date.UTC(candidateYear, to[0] - 1, to[1]) / 1000 - CST_OFFSET_SECONDS;
    const moved = lastDay + timeOfDay - daysBack * DAY_SECONDS;
    if (moved <= at) return at - moved;
  }
  throw new Error(`no ${season} before ${at}`);
}
