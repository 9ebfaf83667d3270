// The dashboard's breakdown panels, one value each (like Plausible's dimensions): the table and
// column it counts by, the filter a click on one of its rows sets, and its words. The SQL is one
// function of a panel and the query value (breakdown.ts), so every panel honours every filter alike.
import type { FilterKey } from './params.ts';

export interface Panel {
  key: string;
  title: string;
  /** The column head of the panel's first column. */
  head: string;
  /** page_views counts page views by page; visits counts each visit once, by its own dimensions. */
  table: 'page_views' | 'visits';
  column: string;
  filter: FilterKey;
}

export const PANELS: readonly Panel[] = [
  { key: 'pages', title: 'Top pages', head: 'Page', table: 'page_views', column: 'path', filter: 'page' },
  { key: 'entry', title: 'Entry pages', head: 'Entry page', table: 'visits', column: 'entry_path', filter: 'entry' },
  { key: 'exit', title: 'Exit pages', head: 'Exit page', table: 'visits', column: 'exit_path', filter: 'exit' },
  { key: 'sources', title: 'Sources', head: 'Source', table: 'visits', column: 'source', filter: 'source' },
  { key: 'utm_source', title: 'UTM sources', head: 'UTM source', table: 'visits', column: 'utm_source', filter: 'utm_source' },
  { key: 'utm_medium', title: 'UTM mediums', head: 'UTM medium', table: 'visits', column: 'utm_medium', filter: 'utm_medium' },
  { key: 'utm_campaign', title: 'UTM campaigns', head: 'UTM campaign', table: 'visits', column: 'utm_campaign', filter: 'utm_campaign' },
  { key: 'devices', title: 'Devices', head: 'Device', table: 'visits', column: 'device', filter: 'device' },
  { key: 'browsers', title: 'Browsers', head: 'Browser', table: 'visits', column: 'browser', filter: 'browser' },
  { key: 'os', title: 'Operating systems', head: 'Operating system', table: 'visits', column: 'os', filter: 'os' },
  { key: 'countries', title: 'Countries', head: 'Country', table: 'visits', column: 'country', filter: 'country' },
];

export const panelOf = (key: string | null): Panel | undefined => PANELS.find((panel) => panel.key === key);

/** A panel's rows on the page; its "more" link shows up to MORE_ROWS, its CSV up to CSV_ROWS. */
export const PANEL_ROWS = 10;
export const MORE_ROWS = 100;
export const CSV_ROWS = 1000;
