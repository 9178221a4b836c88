import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, signUp } from '../../../test/support/users';
import { TRAINING_MODULES, type TrainingModule } from './training-modules';

const guides = Array.from({ length: 6 }, (_, n) => `https://guides.example.com/module-${n + 1}`);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TRAINING_GUIDE_URLS: guides.join(', ') });
});
afterAll(async () => {
  await app?.close();
});

it("answers the six modules in order with the configured 'Read Full Guide' links", async () => {
  const user = await signUp(app);
  const response = await as(app, user)('/api/training/modules');
  expect(response.status).toBe(200);
  const modules = (await response.json()) as TrainingModule[];
  expect(modules.map((module) => module.title)).toEqual(TRAINING_MODULES.map((module) => module.title));
  expect(modules.map((module) => module.guideUrl)).toEqual(guides);
  for (const module of modules) expect(module.duration && module.description).toBeTruthy();
});

it('is for signed-in users', async () => {
  expect((await as(app, undefined)('/api/training/modules')).status).toBe(401);
});
