import { AppInfoContentSchema } from '@share/contract';
import { fixtureAppInfoContent } from '../testing';
import { parseAppInfoContent } from './app-info-content';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutations reach into nested JSON
type Loose = Record<string, any>;
type Mutation = [string, (content: Loose) => void];

const MUTATIONS: Mutation[] = [
  ['no primaryColor', (c) => delete c.primaryColor],
  ['numeric primaryColor', (c) => (c.primaryColor = 0xff4a26)],
  ['no h5_config', (c) => delete c.h5_config],
  ['h5_config without site_name', (c) => delete c.h5_config.site_name],
  ['numeric descriptions', (c) => (c.h5_config.descriptions = 1)],
  ['no bottomNavigationBar', (c) => delete c.bottomNavigationBar],
  ['navigationItems not a list', (c) => (c.bottomNavigationBar.navigationItems = {})],
  ['an item without isHome', (c) => delete c.bottomNavigationBar.navigationItems[0].isHome],
  ['an item with numeric groups', (c) => (c.bottomNavigationBar.navigationItems[0].groups = [1])],
  ['an item with icons as a list', (c) => (c.bottomNavigationBar.navigationItems[0].icons = [])],
  ['no selectedLabelColor', (c) => delete c.bottomNavigationBar.selectedLabelColor],
  ['extra fields', (c) => (c.extra = { kept: true })],
  ['an empty navigation', (c) => (c.bottomNavigationBar.navigationItems = [])],
  [
    'the app fields of the platform',
    (c) =>
      Object.assign(c, {
        app_name: '南岭新闻',
        scheme: 'nanling://',
        android_package: 'com.example.nanling',
        ios_app_id: '1234567890',
      }),
  ],
  ['a numeric scheme', (c) => (c.scheme = 1)],
  ['an android_package list', (c) => (c.android_package = ['com.example.nanling'])],
  [
    'an open_app block',
    (c) => (c.open_app = { universal_link: 'https://link.example.com/open', wx_open_app_id: 'wx0a1b2c3d4e5f6a7b' }),
  ],
  ['an open_app string', (c) => (c.open_app = 'nanling://')],
  ['an open_app with a numeric scheme', (c) => (c.open_app = { scheme: 7 })],
];

describe('parseAppInfoContent', () => {
  it('accepts the fixture as it is', () => {
    expect(parseAppInfoContent(fixtureAppInfoContent())).toEqual(fixtureAppInfoContent());
  });

  it.each(MUTATIONS)('agrees with the contract schema: %s', (_, mutate) => {
    const content = JSON.parse(JSON.stringify(fixtureAppInfoContent())) as Loose;
    mutate(content);
    expect(parseAppInfoContent(content) !== null).toBe(AppInfoContentSchema.safeParse(content).success);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'x', 1, [], undefined]) expect(parseAppInfoContent(value)).toBeNull();
  });
});
