import { expect, it } from 'vitest';
import { TRAINING_MODULE_COUNT, TRAINING_MODULES, trainingModules } from './training-modules';

it("has six modules in the specification's order of themes", () => {
  expect(TRAINING_MODULES).toHaveLength(TRAINING_MODULE_COUNT);
  const themes = [/script/i, /scraping quality leads/i, /scraper tracker sheet/i, /outreach accounts tracker sheet/i, /scaling to thousands of dms/i, /follow-up tracker sheet/i];
  for (const [index, module] of TRAINING_MODULES.entries()) expect(module.title).toMatch(themes[index] as RegExp);
});

it('keeps the default guide links when none are configured, and takes the configured ones in module order', () => {
  expect(trainingModules([]).map((module) => module.guideUrl)).toEqual(TRAINING_MODULES.map((module) => module.guideUrl));
  const urls = TRAINING_MODULES.map((_, n) => `https://example.com/${n}`);
  expect(trainingModules(urls).map((module) => module.guideUrl)).toEqual(urls);
});
